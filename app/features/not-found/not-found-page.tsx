import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/use-page-title';

/** docs/product.md (its opening): 'Page Not Found' for any unknown path, in the product's words. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  useNoIndex();
  return (
    <div className="container-page grid place-items-center py-20">
      <div className="card max-w-lg p-8 text-center">
        <p className="font-display text-6xl text-crust" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl">Page Not Found</h1>
        <p className="mt-3 text-cocoa">404 Page Not Found</p>
        <p className="mt-1 text-sm text-cocoa">Did you forget to add the page to the router?</p>
        <Link to="/" className="btn-primary mt-6">
          Back to the kitchen
        </Link>
      </div>
    </div>
  );
}

/**
 * The page marks itself as missing wherever it is drawn: the server sends it with noindex and 404
 * (api/pages.ts), the service worker with 404 (sw/sw.ts); a link inside the app draws it with no
 * request at all, so the page adds the same `robots` noindex to the head while it shows, for
 * anything that reads the document (a crawler running scripts, the browser's own history tools).
 */
function useNoIndex() {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"][content~="noindex"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
