import { imageSources } from '../../../shared/images';
import { Logo } from '../layout/logo';

/** A recipe photo with srcset for stored images; the whisk-and-bowl mark on a warm ground when there is none. */
export function RecipeImage({
  url,
  alt,
  sizes,
  className = '',
  priority = false,
}: {
  url: string | null | undefined;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const sources = imageSources(url);
  if (!sources) {
    return (
      // An empty alt marks a decorative picture (the card's title says it all), as on an <img>.
      <div
        className={`flex items-center justify-center bg-gradient-to-br from-cream to-butter/50 ${className}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <Logo className="h-1/3 max-h-28 w-auto opacity-40" />
      </div>
    );
  }
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`bg-cream object-cover ${className}`}
    />
  );
}
