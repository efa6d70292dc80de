/**
 * The device is out of storage: IndexedDB says so with a QuotaExceededError, which Dexie wraps
 * (`inner`) and a failed write may carry as its `cause`.
 */
export function isQuotaError(err: unknown): boolean {
  const named = (e: unknown) => (e as { name?: string } | null)?.name === 'QuotaExceededError';
  return (
    named(err) || named((err as { inner?: unknown } | null)?.inner) || named((err as { cause?: unknown } | null)?.cause)
  );
}
