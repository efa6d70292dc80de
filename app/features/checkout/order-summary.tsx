import { cartSubtotal, lineTotal, lineTypeLabel } from '../../../shared/cart';
import { formatPrice } from '../../../shared/money';
import type { CartLine } from '../../data/db';
import { ClassWhenWhere, useClassSchedule } from '../cart';

/**
 * docs/product.md#checkout: lines with type, title (a class's date and place), quantity, line price; the total. While the cart
 * is read from the device (`lines` undefined) it shows one line's skeleton, the usual cart, so
 * the form below it is already where it will stay.
 */
export function OrderSummary({ lines }: { lines: CartLine[] | undefined }) {
  const schedule = useClassSchedule();
  // Drawn once the classes' dates and places are read too: a line growing after it is drawn would
  // move the form below it (on a reload the router has already restored the scroll position).
  if (!lines || !schedule) return <OrderSummarySkeleton />;
  return (
    <section aria-labelledby="summary-heading" className="card p-6">
      <h2 id="summary-heading" className="text-2xl">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-oat" aria-label="Order items">
        {lines.map((line) => (
          <li key={line.key} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="text-xs font-bold tracking-wider text-berry uppercase">{lineTypeLabel(line.type)}</p>
              <p className="font-semibold leading-snug">{line.title}</p>
              {line.type !== 'video' && <ClassWhenWhere schedule={schedule.get(line.id)} />}
              <p className="text-sm text-cocoa">Quantity: {line.quantity}</p>
            </div>
            <p className="shrink-0 font-semibold">{formatPrice(lineTotal(line))}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex items-baseline justify-between border-t-2 border-oat pt-4 text-lg">
        <span className="font-semibold">Total</span>
        <span className="font-display text-2xl font-semibold text-crust" data-testid="order-total">
          {formatPrice(cartSubtotal(lines))}
        </span>
      </p>
    </section>
  );
}

function OrderSummarySkeleton() {
  return (
    <section aria-labelledby="summary-heading" aria-busy="true" className="card p-6">
      <h2 id="summary-heading" className="text-2xl">
        Order Summary
      </h2>
      <div className="mt-4 flex items-start justify-between gap-4 py-3" aria-hidden="true">
        {/* As tall as a class line whose title fits on one row (type, title, date, place, quantity);
            the place takes two rows on a phone. */}
        <div className="w-2/3 space-y-1.25">
          <div className="skeleton h-3 w-1/2" />
          <div className="skeleton h-5 w-full" />
          <div className="skeleton h-4 w-3/4" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-1/2 sm:hidden" />
          <div className="skeleton h-4 w-1/3" />
        </div>
        <div className="skeleton h-5 w-16" />
      </div>
      <div className="mt-2 flex items-baseline justify-between border-t-2 border-oat pt-4" aria-hidden="true">
        <div className="skeleton h-6 w-14" />
        <div className="skeleton h-8 w-24" />
      </div>
    </section>
  );
}
