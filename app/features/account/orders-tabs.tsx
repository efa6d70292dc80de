import type { Order } from '../../../shared/schemas/checkout';
import { lineTypeLabel } from '../../../shared/cart';
import { formatPrice } from '../../../shared/money';
import { EmptyState, Status } from './order-list-states';
import { OrderStatus } from './order-status';

export { ClassesTab } from './booked-classes-tab';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
};

/** docs/product.md#accounts: the user's real orders, else the empty state with a link to the shop. */
export function PurchasesTab({ orders, loading, failed }: { orders: Order[]; loading: boolean; failed: boolean }) {
  if (loading || failed) return <Status loading={loading} failed={failed} />;
  if (orders.length === 0) {
    return (
      <EmptyState
        title="No purchases yet"
        text="Video tutorials and classes you buy will appear here."
        to="/shop"
        action="Visit the Shop"
      />
    );
  }
  return (
    <section aria-labelledby="purchases-heading">
      <h2 id="purchases-heading" className="text-2xl">
        Your purchases
      </h2>
      <ul className="mt-4 grid gap-4">
        {orders.map((order) => (
          <li key={order.id} className="card p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg">Order #{order.id}</h3>
              <OrderStatus order={order} />
              <p className="text-cocoa">
                {formatDate(order.createdAt)} ·{' '}
                <span className="font-semibold text-ink">{formatPrice(order.totalAmount)}</span>
              </p>
            </div>
            <ul className="mt-3 divide-y divide-oat">
              {order.items.map((item) => (
                <li key={`${item.type}:${item.id}`} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    <span className="text-xs font-bold tracking-wider text-berry uppercase">
                      {lineTypeLabel(item.type)}
                    </span>
                    <span className="block font-semibold">{item.title}</span>
                  </span>
                  <span className="text-cocoa">
                    {item.quantity} × {formatPrice(item.price)}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
