import { useState } from 'react';
import type { AdminOrder } from '../../../shared/schemas/business';
import { formatPrice } from '../../../shared/money';
import { ClassChangesList } from './class-changes-list';
import { OrderCancelDialog } from './order-cancel-dialog';
import { refundText } from './refund-text';
import { formatDate, TabEmpty, TabError, TabLoading, TabStale } from './tab-states';
import { ORDERS_PAGE_SIZE, useAdminOrders } from './use-admin-orders';

/** docs/product.md#admin (Orders tab): every order, newest first, with a Cancel that shows the refund first. */
export function OrdersTab() {
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const orders = useAdminOrders(page);
  if (orders.isPending) return <TabLoading label="Loading orders" />;
  if (orders.data === undefined)
    return <TabError message="Failed to load orders. Please try again." onRetry={() => void orders.refetch()} />;
  const { total } = orders.data;
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  return (
    <div>
      <TabStale query={orders} what="orders" />
      {total === 0 ? (
        <TabEmpty title="No orders yet.">Orders placed at checkout will appear here.</TabEmpty>
      ) : (
        <>
          <p className="text-cocoa">
            {total} {total === 1 ? 'order' : 'orders'}, newest first.
          </p>
          <ul className="mt-3 space-y-3" aria-label="Orders">
            {orders.data.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onCancel={() => setCancelling(order)} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Order pages" className="mt-4 flex items-center justify-between gap-3">
              <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </button>
              <p className="text-cocoa">
                Page {page} of {pages}
              </p>
              <button
                type="button"
                className="btn-outline"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
      <OrderCancelDialog order={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

function OrderCard({ order, onCancel }: { order: AdminOrder; onCancel: () => void }) {
  const cancelled = order.status === 'cancelled';
  const headingId = `admin-order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-5" data-order-id={order.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg">
          Order #{order.id}
        </h2>
        <p className="text-sm text-cocoa">{formatDate(order.createdAt)}</p>
      </div>
      <p className="mt-1 text-[15px] [overflow-wrap:anywhere]">
        <span className="font-semibold">{order.buyerName}</span> · {order.buyerEmail}
      </p>
      <ul className="mt-2 text-[15px] text-cocoa" aria-label={`Lines of order ${order.id}`}>
        {order.items.map((item) => (
          <li key={`${item.type}:${item.id}`}>
            {item.quantity} × {item.title} <span className="text-sm">({formatPrice(item.price)} each)</span>
          </li>
        ))}
      </ul>
      {order.classChanges?.length ? <ClassChangesList changes={order.classChanges} by="class" /> : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="font-display text-xl font-semibold text-crust">{formatPrice(order.totalAmount)}</p>
        <p
          data-testid="order-status"
          className={`rounded-full px-3 py-1 text-sm font-semibold ${cancelled ? 'bg-oat text-ink' : 'bg-sage/15 text-sage'}`}
        >
          {cancelled ? 'Cancelled' : 'Paid'}
        </p>
        {cancelled && order.refund && <p className="text-sm text-cocoa">{refundText(order.refund)}</p>}
        {!cancelled && (
          <button
            type="button"
            className="btn min-h-11 border-2 border-berry/30 bg-white text-berry-dark hover:border-berry hover:bg-berry/5 sm:ml-auto"
            aria-label={`Cancel order ${order.id}`}
            onClick={onCancel}
          >
            Cancel order
          </button>
        )}
      </div>
    </article>
  );
}
