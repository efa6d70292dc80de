import type { ReactNode } from 'react';
import { useOnline } from '../offline';

/** Loading, empty and error states every dashboard tab has (docs/product.md#admin). */
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

/** What TabStale reads of a tab's query (a useAdminQuery result). */
interface RefreshableList {
  data: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A list already on screen whose refresh failed (offline, say, when the tab was opened again)
 * stays on screen with this note and a retry (docs/architecture.md#look-and-feel). TabError is only for a tab with
 * nothing loaded. `what` names the list: 'recipes', 'workshop surveys'.
 */
export function TabStale({ query, what }: { query: RefreshableList; what: string }) {
  const online = useOnline();
  if (!query.isError || query.data === undefined) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-oat bg-cream px-4 py-2 text-[15px] text-ink"
    >
      <p>
        {online ? `The ${what} could not be refreshed.` : `You're offline, so the ${what} could not be refreshed.`}{' '}
        Showing them as last loaded.
      </p>
      <button
        type="button"
        className="btn-outline min-h-11 px-4"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {query.isFetching ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}

/**
 * A tab that lists what the admin query read, in each of its states: loading, nothing loaded
 * (TabError with a retry), empty (TabEmpty), or the list, drawn by `children` with TabStale's note
 * (`stale`) to place above it. `what` names the list in the messages: 'workshop surveys'.
 */
export function ListTab<T>({
  query,
  what,
  empty,
  children,
}: {
  query: RefreshableList & { data: T[] | undefined; isPending: boolean };
  what: string;
  empty: { title: string; body: ReactNode };
  children: (rows: T[], stale: ReactNode) => ReactNode;
}) {
  if (query.isPending) return <TabLoading label={`Loading ${what}`} />;
  // Nothing loaded at all; a failed refresh of a loaded list keeps it, with TabStale's note.
  if (query.data === undefined)
    return <TabError message={`Failed to load ${what}. Please try again.`} onRetry={() => void query.refetch()} />;
  const stale = <TabStale query={query} what={what} />;
  if (query.data.length === 0) {
    return (
      <>
        {stale}
        <TabEmpty title={empty.title}>{empty.body}</TabEmpty>
      </>
    );
  }
  return children(query.data, stale);
}

/** What MorePages reads of a list read a page at a time (a useAdminPages result). */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Below a list read a page at a time: a button that loads the next page while there is one
 * (issue 32: no admin list comes whole). A page that fails to come says so above the button,
 * which tries again; what was loaded stays. `what` names the rows: 'survey responses'.
 */
export function MorePages({ query, what }: { query: PagedList; what: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {query.isFetchNextPageError && !query.isFetchingNextPage && (
        <p role="alert" className="font-semibold text-berry-dark">
          More {what} could not be loaded. Check the connection and try again.
        </p>
      )}
      <button
        type="button"
        className="btn-outline min-h-11 px-6"
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? `Loading more ${what}…` : `Load more ${what}`}
      </button>
    </div>
  );
}

/** The header row of a tab's table. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="border-b border-oat bg-cream/60 text-sm text-cocoa">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-3 font-semibold">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
