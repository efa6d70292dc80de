import { Link } from 'react-router-dom';
import { SUBSCRIPTION_PRICE_TEXT } from '../../../shared/subscription';

const OFFERS = [
  {
    title: 'Video Tutorials',
    text: 'Step-by-step lessons you can pause with floury hands: shaping, lamination, piping and more.',
    to: '/shop',
    cta: 'See tutorials',
  },
  {
    title: 'In-Person Classes',
    text: 'Small hands-on classes in the studio kitchen. Aprons on, you take home everything you bake.',
    to: '/shop?tab=workshops',
    cta: 'Find a class',
  },
];

/** docs/product.md#recipes (Home, 'Learn With Us'); one subscription price (docs/product.md#shop). */
export function LearnWithUs() {
  return (
    <section className="bg-cream/70 py-14" aria-labelledby="learn-heading">
      <div className="container-page">
        <h2 id="learn-heading" className="text-3xl">
          Learn With Us
        </h2>
        <p className="mt-1 text-cocoa">Three ways to bake with me, wherever you are.</p>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {OFFERS.map((offer) => (
            <article key={offer.title} className="card flex flex-col p-6">
              <h3 className="text-2xl">{offer.title}</h3>
              <p className="mt-2 flex-1 text-cocoa">{offer.text}</p>
              <Link to={offer.to} className="btn-outline mt-6 self-start">
                {offer.cta}
              </Link>
            </article>
          ))}
          <article className="card flex flex-col border-berry/40 bg-white p-6">
            <p className="text-xs font-bold tracking-wider text-berry uppercase">Coming soon</p>
            <h3 className="mt-1 text-2xl">Subscription Box</h3>
            <p className="mt-2 flex-1 text-cocoa">
              Every tutorial, subscriber-only recipes and early class booking. {SUBSCRIPTION_PRICE_TEXT}, cancel
              anytime.
            </p>
            <Link to="/shop#subscription-details" className="btn-accent mt-6 self-start">
              Subscription details
            </Link>
          </article>
        </div>
      </div>
    </section>
  );
}
