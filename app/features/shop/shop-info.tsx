import { Link } from 'react-router-dom';

/** docs/product.md#shop: what to expect, the cancellation policy, private workshops. */
export function ShopInfo() {
  return (
    <section aria-label="Class and workshop information" className="mt-14 grid gap-6 lg:grid-cols-3">
      <article className="card p-6">
        <h2 className="text-2xl">What to Expect</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-[15px] text-cocoa">
          <li>Small groups, so everyone gets hands in the dough and time with the baker.</li>
          <li>All ingredients, tools and aprons are provided; just bring yourself and a container.</li>
          <li>You take home everything you bake, plus printed recipe cards.</li>
          <li>Tell us about allergies when you book and we will plan around them.</li>
        </ul>
      </article>
      <article className="card p-6" id="cancellation-policy">
        <h2 className="text-2xl">Cancellation Policy</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-[15px] text-cocoa">
          <li>Cancel 72 hours or more before the start for a full refund.</li>
          <li>Cancel 24 to 72 hours before the start for a credit toward a future workshop.</li>
          <li>Cancellations less than 24 hours before the start are not refunded.</li>
          <li>Digital products, such as video tutorials, are generally non-refundable.</li>
          <li>Technical access issues with digital products can be reported within 7 days of purchase.</li>
        </ul>
      </article>
      <article className="card p-6">
        <h2 className="text-2xl">Private Workshops</h2>
        <p className="mt-3 text-[15px] text-cocoa">
          Birthdays, team days or a baking party with friends: private workshops can be arranged for groups of four or
          more, in our studio or your kitchen.
        </p>
        <Link to="/about#contact" className="btn-outline mt-5">
          Contact us to plan one
        </Link>
      </article>
    </section>
  );
}
