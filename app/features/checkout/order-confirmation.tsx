import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { lineTypeLabel } from '../../../shared/cart';
import { formatClassDate } from '../../../shared/dates';
import { AddToCalendar } from '../account';
import type { CheckoutReceipt } from './checkout-api';

/**
 * The placed order: its number and what was booked, classes with their date and place and an
 * 'Add to calendar' file. It stays until the buyer leaves, instead of a redirect home
 * after 1.5 seconds, which took the order number away before it could be read
 * (docs/decisions/008-order-confirmation-stays.md).
 */
export function OrderConfirmation({
  receipt,
  email,
  signedIn,
}: {
  receipt: CheckoutReceipt;
  email: string;
  signedIn: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the buyer was in is gone: the confirmation's heading takes the focus.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="container-page py-12 sm:py-16">
      <section role="status" aria-labelledby="confirmation-heading" className="card mx-auto max-w-2xl p-6 sm:p-8">
        <h1 id="confirmation-heading" ref={heading} tabIndex={-1} className="text-3xl outline-none sm:text-4xl">
          Order placed
        </h1>
        {receipt.orderId > 0 && (
          <p className="mt-3 text-lg">
            Your order number is{' '}
            <strong className="font-display text-2xl text-crust" data-testid="order-number">
              #{receipt.orderId}
            </strong>
          </p>
        )}
        <p className="mt-2 text-cocoa">
          Thank you! A confirmation is on its way to <span className="font-semibold text-ink">{email}</span>.
        </p>
        {receipt.items.length > 0 && (
          <ul className="mt-6 divide-y divide-oat border-y border-oat" aria-label="What you booked">
            {receipt.items.map((item) => (
              <li key={`${item.type}:${item.id}`} className="flex flex-wrap items-center justify-between gap-3 py-4">
                <div className="min-w-0">
                  <p className="text-xs font-bold tracking-wider text-berry uppercase">{lineTypeLabel(item.type)}</p>
                  <p className="font-semibold">
                    {item.title}
                    {item.quantity > 1 && <span className="font-normal text-cocoa"> · {item.quantity} seats</span>}
                  </p>
                  {item.date && item.timeZone && (
                    <p className="text-sm text-cocoa">{formatClassDate(item.date, item.timeZone)}</p>
                  )}
                  {item.location && <p className="text-sm text-cocoa">{item.location}</p>}
                </div>
                {item.date && item.timeZone && item.location && (
                  <AddToCalendar
                    booked={{
                      orderId: receipt.orderId,
                      id: item.id,
                      title: item.title,
                      date: item.date,
                      location: item.location,
                      timeZone: item.timeZone,
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/" className="btn-primary">
            Back to the home page
          </Link>
          {signedIn && (
            <Link to="/dashboard" className="btn-outline">
              See your orders
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
