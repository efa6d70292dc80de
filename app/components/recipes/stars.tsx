import { StarIcon } from './rating-badge';

/** Five stars, `rating` of them filled, said as 'Rated 4 out of 5'. */
export function Stars({ rating, className = 'h-5 w-5' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex text-crust">
      <span className="sr-only">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= rating} className={className} />
      ))}
    </span>
  );
}
