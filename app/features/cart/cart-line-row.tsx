import { canRaiseQuantity, lineTotal, lineTypeLabel, spotsLeftNote } from '../../../shared/cart';
import { formatPrice } from '../../../shared/money';
import { removeFromCart, setCartQuantity, type CartLineView } from '../../data/cart';
import { RecipeImage } from '../../components/recipes/recipe-image';
import { ClassWhenWhere, type ClassSchedule } from './class-schedule';

/** One line of the cart panel: what it is, its quantity steppers, Remove, and its total (docs/product.md#cart). */
export function CartLineRow({
  line,
  schedule,
  gone = false,
}: {
  line: CartLineView;
  schedule?: ClassSchedule;
  /** Off the shop's list now (cancelled, or it has taken place): checkout would refuse it. */
  gone?: boolean;
}) {
  const canRaise = !gone && canRaiseQuantity(line, line.spotsLeft);
  const noteId = `cart-line-${line.key.replace(':', '-')}-spots`;
  return (
    // On a phone the quantity row wraps, Remove under the steppers: on one line it ran under the
    // line's price, which took the taps on its right half.
    <li className="flex gap-3 py-4 sm:gap-4" aria-label={line.title}>
      {line.imageUrl && (
        <RecipeImage
          url={line.imageUrl}
          alt=""
          sizes="80px"
          className="h-16 w-16 shrink-0 rounded-xl sm:h-20 sm:w-20"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold tracking-wider text-berry uppercase">{lineTypeLabel(line.type)}</p>
        <p className="font-semibold leading-snug">{line.title}</p>
        <ClassWhenWhere schedule={schedule} />
        <p className="text-sm text-cocoa">{formatPrice(line.price)} each</p>
        <div className="mt-2 flex flex-wrap items-center gap-1">
          {/* At 1 it says it is disabled (aria-disabled) but keeps the focus: a real `disabled` dropped a
              keyboard user's focus out of the cart on the press that reached 1. */}
          <button
            type="button"
            className="icon-btn shrink-0 border border-oat bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white"
            aria-label={`Decrease quantity of ${line.title}`}
            aria-disabled={line.quantity <= 1}
            onClick={() => line.quantity > 1 && void setCartQuantity(line.id, line.quantity - 1)}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              −
            </span>
          </button>
          <span
            className="min-w-8 px-1 text-center font-semibold tabular-nums"
            aria-label={`Quantity ${line.quantity}`}
            data-testid="line-quantity"
          >
            {line.quantity}
          </span>
          <button
            type="button"
            className="icon-btn shrink-0 border border-oat bg-white"
            aria-label={`Increase quantity of ${line.title}`}
            aria-describedby={canRaise ? undefined : noteId}
            disabled={!canRaise}
            onClick={() => void setCartQuantity(line.id, line.quantity + 1)}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              +
            </span>
          </button>
          <button
            type="button"
            className="btn-ghost ml-auto px-3 text-sm"
            aria-label={`Remove ${line.title}`}
            onClick={() => void removeFromCart(line.id)}
          >
            Remove
          </button>
        </div>
        {gone && (
          <p id={noteId} className="mt-1 text-sm font-semibold text-berry" data-testid="gone-note">
            No longer offered. Remove it before you check out.
          </p>
        )}
        {!gone && !canRaise && line.spotsLeft !== undefined && (
          <p id={noteId} className="mt-1 text-sm font-semibold text-berry" data-testid="spots-note">
            {spotsLeftNote(line.spotsLeft)}
            {line.quantity > line.spotsLeft
              ? line.spotsLeft === 0
                ? '. Remove it before you check out.'
                : '. Lower the quantity before you check out.'
              : ''}
          </p>
        )}
      </div>
      <p className="shrink-0 font-semibold text-crust" data-testid="line-price">
        {formatPrice(lineTotal(line))}
      </p>
    </li>
  );
}
