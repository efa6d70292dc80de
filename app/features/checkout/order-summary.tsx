import { cartSubtotal, lineTotal, lineTypeLabel } from '../../../shared/cart';
import { formatPrice } from '../../../shared/money';
import type { CartLine } from '../../data/db';

/** spec visitor 2 (Checkout): lines with type, title, quantity, line price; the total. */
export function OrderSummary({ lines }: { lines: CartLine[] }) {
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
