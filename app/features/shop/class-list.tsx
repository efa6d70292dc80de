import { formatPrice } from '../../../shared/money';
import type { Workshop } from '../../../shared/schemas/shop';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { toast } from '../../components/ui/toast-store';
import { classDateText, type ShopList } from './shop-data';

/** docs/product.md#shop: fewer than this many spots left is highlighted. */
const FEW_SPOTS = 5;

/** docs/product.md#shop: in-person classes with date, location, price per person, spots and a reserve action. */
export function ClassList({ workshops }: { workshops: ShopList<Workshop> }) {
  const classes = workshops.data?.filter((w) => w.kind === 'class');
  if (workshops.isLoading) {
    return (
      <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading classes">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="card skeleton h-48" aria-hidden="true" data-testid="class-skeleton" />
        ))}
      </div>
    );
  }
  if (workshops.isError)
    return (
      <p className="card p-6 text-cocoa">Classes could not be loaded. Please check your connection and try again.</p>
    );
  if (!classes?.length)
    return <p className="card p-6 text-center text-cocoa">No classes scheduled at the moment. Check back soon!</p>;
  return (
    <ul className="grid gap-6">
      {classes.map((c, i) => (
        <li key={c.id}>
          <ClassCard workshop={c} date={classDateText(c, workshops.classDates)} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}

/** `priority`: the first card's photo is the tab's largest paint, fetched at once (not lazily). */
function ClassCard({ workshop, date, priority }: { workshop: Workshop; date: string; priority: boolean }) {
  const few = workshop.spotsAvailable < FEW_SPOTS;
  const soldOut = workshop.spotsAvailable === 0;
  const bookable = workshop.price !== null && !soldOut;

  const reserve = async () => {
    if (workshop.price === null) return;
    const spotsLeft = workshop.spotsAvailable;
    // The cart's module brings the device database: loaded with the first reservation, not with
    // the Shop, which is on screen and taken over without it (issue 23).
    const { addToCart } = await import('../../data/cart');
    const { added, quantity } = await addToCart(
      {
        id: workshop.id,
        type: 'class',
        title: workshop.title,
        price: workshop.price,
        imageUrl: workshop.imageUrl ?? undefined,
      },
      { spotsLeft },
    );
    if (added > 0) {
      // docs/product.md#shop: the reserve toast.
      toast({
        title: 'Added to cart',
        description: `${workshop.title} is in your cart. Your seat is confirmed at checkout.`,
        variant: 'success',
      });
      return;
    }
    // Every spot left is already in the cart (the server checks again at checkout).
    toast({
      title: 'Not enough spots left',
      description: fullCartText(workshop.title, spotsLeft, quantity),
      variant: 'destructive',
    });
  };

  return (
    <article
      className="card grid overflow-hidden sm:grid-cols-[240px_1fr]"
      aria-labelledby={`class-${workshop.id}-title`}
    >
      <RecipeImage
        url={workshop.imageUrl}
        alt=""
        sizes="(min-width: 640px) 240px, 92vw"
        className="aspect-[4/3] h-full w-full sm:aspect-auto"
        priority={priority}
      />
      <div className="flex flex-col p-5 sm:p-6">
        <p className="text-xs font-bold tracking-wider text-berry uppercase">In-Person Class</p>
        <h3 id={`class-${workshop.id}-title`} className="mt-1 text-2xl">
          {workshop.title}
        </h3>
        <p className="mt-2 text-[15px] text-cocoa">{workshop.description}</p>
        <dl className="mt-4 grid gap-2 text-[15px] sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="font-semibold text-cocoa">Date:</dt>
            <dd>{date}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold text-cocoa">Where:</dt>
            <dd>{workshop.location}</dd>
          </div>
        </dl>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
          <p className="font-display text-2xl font-semibold text-crust">
            {workshop.price === null ? '$TBD' : formatPrice(workshop.price)}{' '}
            <span className="font-sans text-base font-normal text-cocoa">per person</span>
          </p>
          <p
            data-testid="spots-left"
            data-few={few ? 'true' : undefined}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${few ? 'bg-berry text-white' : 'bg-sage/15 text-sage'}`}
          >
            {soldOut
              ? 'Sold out'
              : `${workshop.spotsAvailable} ${workshop.spotsAvailable === 1 ? 'spot' : 'spots'} left`}
          </p>
          <button
            type="button"
            className="btn-primary sm:ml-auto"
            disabled={!bookable}
            onClick={() => void reserve()}
            // Says what the button shows (voice control and screen readers must not hear 'Reserve' on a sold-out class) and which class.
            aria-label={soldOut ? `${workshop.title} is sold out` : `Reserve a spot in ${workshop.title}`}
          >
            {soldOut ? 'Sold out' : 'Reserve a Spot'}
          </button>
        </div>
      </div>
    </article>
  );
}

/** 'Only 2 spots are left in Buttercream Cake Decorating, and your cart already has 2.' */
function fullCartText(title: string, spotsLeft: number, inCart: number): string {
  const left = `Only ${spotsLeft} ${spotsLeft === 1 ? 'spot is' : 'spots are'} left in ${title}`;
  return inCart > 0 ? `${left}, and your cart already has ${inCart}.` : `${left}.`;
}
