import type { ReactNode } from 'react';

/** Loading, empty and error states every dashboard tab has (spec admin 2 and 8). */
export function TabLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 py-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="skeleton h-12 w-full" />
      ))}
    </div>
  );
}

export function TabEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card mt-4 p-8 text-center">
      <p className="font-display text-xl text-ink">{title}</p>
      {children && <div className="mt-2 text-cocoa">{children}</div>}
    </div>
  );
}

export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card mt-4 border-berry/40 p-8 text-center">
      <p className="font-semibold text-berry-dark">{message}</p>
      <button type="button" className="btn-outline mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
