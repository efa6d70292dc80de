import { SUBSCRIPTION_BENEFITS, SUBSCRIPTION_PRICE_TEXT } from '../../../shared/subscription';

/** docs/product.md#shop (Shop): the subscription box; one reconciled price; no action yet. */
export function SubscriptionBox() {
  return (
    <section
      id="subscription-details"
      aria-labelledby="subscription-heading"
      tabIndex={-1}
      className="mt-14 scroll-mt-24 outline-none overflow-hidden rounded-3xl border-2 border-berry/30 bg-gradient-to-br from-cream via-flour to-butter/40 p-6 sm:p-10"
    >
      <div className="grid gap-8 md:grid-cols-[1.3fr_1fr] md:items-center">
        <div>
          <p className="text-xs font-bold tracking-wider text-berry uppercase">Subscription box</p>
          <h2 id="subscription-heading" className="mt-1 text-3xl sm:text-4xl">
            Monthly Subscription - Coming Soon!
          </h2>
          <p className="mt-3 text-cocoa">
            Every tutorial, new bakes each month and first pick of class seats, for less than a bag of good flour a
            week.
          </p>
          <p className="mt-5 font-display text-2xl font-semibold text-crust">{SUBSCRIPTION_PRICE_TEXT}</p>
        </div>
        <div className="rounded-2xl bg-white/80 p-6 shadow-sm">
          <ul className="space-y-3">
            {SUBSCRIPTION_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="mt-1 h-5 w-5 shrink-0 text-sage"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M5 12l4 4L19 7" />
                </svg>
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="btn-accent mt-6 w-full" disabled aria-describedby="subscription-soon">
            Coming soon
          </button>
          <p id="subscription-soon" className="mt-2 text-center text-sm text-cocoa">
            Subscriptions open later this year.
          </p>
        </div>
      </div>
    </section>
  );
}
