import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '../../components/ui/toast-store';

/** docs/product.md#recipes (Newsletter): simulated, 1 s 'Signing up...', a toast, the field clears. No call. */
export const NEWSLETTER_DELAY_MS = 1000;

export function Newsletter() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setTimeout(() => {
      flushSync(() => {
        setBusy(false);
        setEmail('');
      });
      // The button was disabled while 'Signing up...', which dropped focus to the page: give it back.
      if (document.activeElement === document.body) button.current?.focus();
      toast({ title: 'Thank you for subscribing!', description: "You've been added to our mailing list." });
    }, NEWSLETTER_DELAY_MS);
  };

  return (
    <section className="container-page pb-6" aria-labelledby="newsletter-heading">
      <div className="rounded-3xl bg-crust px-6 py-10 text-white sm:px-12">
        <h2 id="newsletter-heading" className="text-3xl text-white">
          Fresh from the oven, once a month
        </h2>
        <p className="mt-2 max-w-xl text-white/90">New recipes, class dates and one good baking tip. No spam, ever.</p>
        <form onSubmit={submit} className="mt-6 flex max-w-lg flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="input flex-1"
          />
          <button ref={button} type="submit" className="btn bg-butter text-ink hover:bg-white" disabled={busy}>
            {busy ? 'Signing up...' : 'Subscribe'}
          </button>
        </form>
      </div>
    </section>
  );
}
