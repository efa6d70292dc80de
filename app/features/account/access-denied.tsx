import { Link } from 'react-router-dom';

/** docs/product.md#accounts (User dashboard): shown to a signed-out visitor while they are sent home. */
export function AccessDenied({ what }: { what: string }) {
  return (
    <div className="container-page grid place-items-center py-20">
      <div className="card max-w-lg p-8 text-center">
        <h1 className="text-3xl">Access Denied</h1>
        <p className="mt-3 text-cocoa">Please sign in to see {what}.</p>
        <Link to="/" className="btn-primary mt-6">
          Go Home
        </Link>
      </div>
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div className="container-page py-12" role="status" aria-busy="true" aria-label="Loading">
      <div className="skeleton h-10 w-1/2" />
      <div className="skeleton mt-4 h-5 w-1/3" />
      <div className="skeleton mt-8 h-64 w-full" />
    </div>
  );
}
