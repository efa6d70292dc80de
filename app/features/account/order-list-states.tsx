import { Link } from 'react-router-dom';

/** The dashboard's order tabs while loading, after a failure, and with nothing to show. */
export function EmptyState({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <div className="card grid place-items-center gap-3 px-6 py-12 text-center">
      <h2 className="text-2xl">{title}</h2>
      <p className="max-w-md text-cocoa">{text}</p>
      <Link to={to} className="btn-primary mt-2">
        {action}
      </Link>
    </div>
  );
}

export function Status({ loading, failed }: { loading: boolean; failed: boolean }) {
  if (loading)
    return <div className="skeleton h-40 w-full" role="status" aria-busy="true" aria-label="Loading your orders" />;
  if (failed)
    return (
      <p role="alert" className="card p-6 text-center text-cocoa">
        Your orders could not be loaded right now. Please check your connection and try again.
      </p>
    );
  return null;
}
