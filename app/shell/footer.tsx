import { Link } from 'react-router-dom';
import { BRAND, INSTAGRAM_URL, PINTEREST_URL } from '../../shared/brand';

const EXPLORE = [
  { to: '/recipes', label: 'Recipes' },
  // docs/product.md#combos: the two combining tools; the header only links the Personal Combo builder.
  { to: '/recipe-compiler', label: 'AI Recipe Combiner' },
  { to: '/shop', label: 'Shop' },
  { to: '/about', label: 'About' },
];
const CATEGORIES = [
  { tag: 'Bread', label: 'Bread' },
  { tag: 'Cake', label: 'Cake' },
  { tag: 'Cookies', label: 'Cookies' },
  { tag: 'Gluten-Free', label: 'Gluten-Free' },
  { tag: 'Seasonal', label: 'Seasonal' },
];
const HELP = [
  { to: '/about#faq', label: 'FAQ' },
  { to: '/about#shipping', label: 'Shipping & Returns' },
  { to: '/about#privacy', label: 'Privacy Policy' },
  { to: '/about#terms', label: 'Terms of Service' },
];

/**
 * docs/product.md (Footer): blurb, social links, Explore, categories, help. On a phone it folds to
 * its essentials: each list's links wrap side by side, every one a 44 px tap target, so the footer
 * is about half the height it had as one link a line.
 */
export function Footer() {
  return (
    <footer className="mt-10 border-t border-oat bg-cream/60 sm:mt-16">
      <div className="container-page grid gap-5 py-6 sm:grid-cols-2 sm:gap-10 sm:py-12 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-semibold text-crust">{BRAND}</p>
          <p className="mt-1 text-sm text-cocoa sm:mt-2 sm:text-[15px]">
            Small-batch recipes, hands-on classes and honest baking advice from one home baker&apos;s kitchen to yours.
          </p>
          <ul className="mt-3 flex gap-2 sm:mt-4" aria-label="Social links">
            <li>
              <a className="chip" href={INSTAGRAM_URL} rel="noopener noreferrer">
                Instagram
              </a>
            </li>
            <li>
              <a className="chip" href={PINTEREST_URL} rel="noopener noreferrer">
                Pinterest
              </a>
            </li>
          </ul>
        </div>
        <FooterList title="Explore" items={EXPLORE.map((l) => ({ to: l.to, label: l.label }))} />
        <FooterList
          title="Recipe categories"
          items={CATEGORIES.map((c) => ({ to: `/recipes?tag=${encodeURIComponent(c.tag)}`, label: c.label }))}
        />
        <FooterList title="Help" items={HELP} />
      </div>
      {/* The server's year and the visitor's differ for a few hours around New Year: the page keeps the server's until it renders again. */}
      <p className="container-page border-t border-oat py-4 text-sm text-cocoa sm:py-6" suppressHydrationWarning>
        © {new Date().getFullYear()} {BRAND}. Baked with care.
      </p>
    </footer>
  );
}

function FooterList({ title, items }: { title: string; items: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-sm font-bold tracking-wide text-ink uppercase">{title}</h2>
      <ul className="mt-1 flex flex-wrap gap-x-4 sm:mt-3 sm:grid sm:gap-0">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="inline-flex min-h-11 min-w-11 items-center text-[15px] text-cocoa hover:text-crust"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
