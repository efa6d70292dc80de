import { Link } from 'react-router';
import type { Order, OrderItem } from '../../../shared/schemas/checkout';
import { lineTypeLabel } from '../../../shared/cart';
import { formatEventDate } from '../../../shared/dates';
import { formatPrice } from '../../../shared/money';

const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
};

function EmptyState({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <div className="card grid place-items-center gap-3 px-6 py-12 text-center">
      <h2 className="text-2xl">{title}</h2>
      <p className="max-w-md text-cocoa">{text}</p>
      <Link to={to} className="btn-primary mt-2">
        {action}
      </Link>
    </div>
  );
}

function Status({ loading, failed }: { loading: boolean; failed: boolean }) {
  if (loading)
    return <div className="skeleton h-40 w-full" role="status" aria-busy="true" aria-label="Loading your orders" />;
  if (failed)
    return (
      <p role="alert" className="card p-6 text-center text-cocoa">
        Your orders could not be loaded right now. Please check your connection and try again.
      </p>
    );
  return null;
}

/** DESIGN decision 5: the user's real orders, else the spec's empty state with a link to the shop. */
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

export function ClassesTab({
  lines,
  loading,
  failed,
}: {
  lines: { order: Order; item: OrderItem }[];
  loading: boolean;
  failed: boolean;
}) {
  if (loading || failed) return <Status loading={loading} failed={failed} />;
  if (lines.length === 0) {
    return (
      <EmptyState
        title="No classes booked"
        text="Reserve a seat at an in-person class and it will show up here."
        to="/workshops"
        action="Find a Class"
      />
    );
  }
  return (
    <section aria-labelledby="classes-heading">
      <h2 id="classes-heading" className="text-2xl">
        Your classes
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {lines.map(({ order, item }) => (
          <li key={`${order.id}:${item.id}`} className="card p-5">
            <h3 className="text-lg">{item.title}</h3>
            <dl className="mt-2 grid gap-1 text-cocoa">
              <div>
                <dt className="inline font-semibold">When: </dt>
                <dd className="inline">{item.date ? formatEventDate(item.date) : 'To be confirmed'}</dd>
              </div>
              <div>
                <dt className="inline font-semibold">Where: </dt>
                <dd className="inline">{item.location ?? 'To be confirmed'}</dd>
              </div>
              <div>
                <dt className="inline font-semibold">Seats: </dt>
                <dd className="inline">{item.quantity}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
