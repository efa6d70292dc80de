import { classChangeStatus } from '../../../shared/class-change';
import type { Order, OrderItem } from '../../../shared/schemas/checkout';
import { formatClassDate } from '../../../shared/dates';
import { AddToCalendar } from './add-to-calendar';
import { EmptyState, Status } from './order-list-states';

/** The dashboard's Classes tab: each booked class, when (the bakery's zone shown) and where, with its .ics. */
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
        {lines.map(({ order, item }) => {
          // A class the bakery cancelled: what the buyer was asked, and chose (docs/product.md#shop).
          const change = order.classChanges?.find((c) =>
            c.state === 'moved' ? c.movedTo?.id === item.id : c.cancelled.id === item.id,
          );
          const cancelled = order.status === 'cancelled' || (change !== undefined && change.state !== 'moved');
          return (
            <li key={`${order.id}:${item.id}`} className="card p-5">
              <h3 className="text-lg">{item.title}</h3>
              <dl className="mt-2 grid gap-1 text-cocoa">
                <div>
                  <dt className="inline font-semibold">When: </dt>
                  <dd className="inline">
                    {item.date && item.timeZone ? formatClassDate(item.date, item.timeZone) : 'To be confirmed'}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Where: </dt>
                  <dd className="inline">{item.location ?? 'To be confirmed'}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Seats: </dt>
                  <dd className="inline">{item.quantity}</dd>
                </div>
                {change ? (
                  <div>
                    <dt className="inline font-semibold">Status: </dt>
                    <dd className="inline" data-testid="class-change-status">
                      {classChangeStatus(change, 'buyer')}
                    </dd>
                  </div>
                ) : (
                  cancelled && (
                    <div>
                      <dt className="inline font-semibold">Status: </dt>
                      <dd className="inline">Cancelled (order #{order.id})</dd>
                    </div>
                  )
                )}
              </dl>
              {!cancelled && item.date && item.timeZone && item.location && (
                <AddToCalendar
                  className="mt-4"
                  booked={{
                    orderId: order.id,
                    id: item.id,
                    title: item.title,
                    date: item.date,
                    location: item.location,
                    timeZone: item.timeZone,
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
