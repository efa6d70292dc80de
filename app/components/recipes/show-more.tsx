import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatCount } from '../../../shared/numbers';

/**
 * A long list shown a page at a time (issue 4: 10,000 recipes on the device). `resetKey` starts
 * over at the first page when it changes (a new filter). Lists no longer than one page are shown
 * whole, with no button.
 */
export function usePagedList<T>(items: readonly T[], pageSize: number, resetKey?: unknown) {
  const [limit, setLimit] = useState(pageSize);
  const [key, setKey] = useState(resetKey);
  if (!Object.is(key, resetKey)) {
    setKey(resetKey);
    setLimit(pageSize);
  }
  const shown = items.length <= limit ? items : items.slice(0, limit);
  return { shown, total: items.length, more: () => setLimit((l) => l + pageSize) };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * 'Show 24 more {what}' under a paged list, with how many are shown. After a click, focus goes to
 * the first newly shown item of `listRef` (its first focusable element), so a keyboard user
 * carries on where the list grew instead of below it.
 */
export function ShowMore({
  shown,
  total,
  pageSize,
  what,
  onMore,
  listRef,
}: {
  shown: number;
  total: number;
  pageSize: number;
  what: string;
  onMore(): void;
  listRef: RefObject<HTMLElement | null>;
}) {
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || shown <= index) return;
    focusFrom.current = null;
    const item = listRef.current?.children[index];
    const target = item?.matches(FOCUSABLE) ? item : item?.querySelector(FOCUSABLE);
    if (target instanceof HTMLElement) target.focus();
  }, [shown, listRef]);

  if (shown >= total) return null;
  const next = Math.min(pageSize, total - shown);
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        className="btn-outline"
        onClick={() => {
          focusFrom.current = shown;
          onMore();
        }}
      >
        Show {next} more {what}
      </button>
      <p className="text-[15px] text-cocoa">
        Showing {formatCount(shown)} of {formatCount(total)}
      </p>
    </div>
  );
}
