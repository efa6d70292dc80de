import { useHiddenAdminEntry } from '../admin';

/**
 * The headline. Its 'k' of 'Baking' is the hidden admin entry (docs/product.md#admin): five clicks within
 * two seconds. It is a plain span, not a button: visitors are not meant to find it.
 */
export function HeroHeadline() {
  const onSecretClick = useHiddenAdminEntry();
  return (
    <h1 className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
      Elevate Your{' '}
      <span className="text-crust">
        Ba
        {/* data-early-click: clicks before the app has started still count (app/shell/early-input.ts). */}
        <span onClick={onSecretClick} data-testid="hidden-admin-k" data-early-click="">
          k
        </span>
        ing
      </span>{' '}
      Journey
    </h1>
  );
}
