import { useEffect, type RefObject } from 'react';
import { useStore } from 'zustand';
import { dismissFailed, flushOutbox, outboxState, type OutboxEntryView } from '../../data/outbox';

/** The pending-changes list: what waits to be sent, and what the server refused (with Dismiss). */
export function PendingPanel({
  id: panelId,
  online,
  headingRef,
}: {
  id: string;
  online: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { entries, pending, flushing } = useStore(outboxState);
  const sendable = entries.filter((e) => e.status === 'pending' && !e.waitingForSignIn).length;
  useEffect(() => headingRef.current?.focus(), [headingRef]);
  return (
    <div
      id={panelId}
      role="dialog"
      aria-labelledby={`${panelId}-title`}
      className="card fixed inset-x-3 top-16 z-50 max-h-[70dvh] overflow-y-auto p-5 sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
    >
      <h2 id={`${panelId}-title`} ref={headingRef} tabIndex={-1} className="text-xl">
        Pending changes
      </h2>
      <p className="mt-1 text-[15px] text-cocoa">
        {pending === 0
          ? 'Nothing is waiting to be sent.'
          : sendable === 0
            ? 'Saved on this device. They will be sent when you sign in to the account that made them.'
            : online
              ? 'Saved on this device and being sent. Nothing is lost if you close the app.'
              : 'Saved on this device. They will be sent when you are back online.'}
      </p>
      <ul className="mt-4 grid gap-3">
        {entries.map((entry) => (
          <PendingEntry key={entry.seq} entry={entry} online={online} flushing={flushing} />
        ))}
      </ul>
      {sendable > 0 && online && (
        <button
          type="button"
          className="btn-outline mt-4 w-full"
          disabled={flushing}
          onClick={() => void flushOutbox({ force: true })}
        >
          {flushing ? 'Sending…' : 'Send now'}
        </button>
      )}
    </div>
  );
}

function PendingEntry({ entry, online, flushing }: { entry: OutboxEntryView; online: boolean; flushing: boolean }) {
  if (entry.status === 'failed') {
    return (
      <li className="rounded-xl border border-berry/30 bg-berry/5 p-3">
        <p className="font-semibold text-ink">{entry.description}</p>
        <p className="mt-1 text-[15px] text-berry-dark">
          Not saved: {entry.error ?? 'the server refused this change.'}
        </p>
        <button
          type="button"
          className="btn-ghost mt-2 -ml-3"
          onClick={() => void dismissFailed(entry.seq)}
          aria-label={`Dismiss: ${entry.description}`}
        >
          Dismiss
        </button>
      </li>
    );
  }
  return (
    <li className="rounded-xl border border-oat bg-flour p-3">
      <p className="font-semibold text-ink">{entry.description}</p>
      <p className="mt-1 text-[15px] text-cocoa">{entryStatus(entry, online, flushing)}</p>
    </li>
  );
}

function entryStatus(entry: OutboxEntryView, online: boolean, flushing: boolean): string {
  if (entry.waitingForSignIn) return 'Waiting for you to sign in';
  if (!online) return 'Waiting for the network';
  if (flushing) return 'Sending…';
  // The server said why it cannot take it yet (the account is full): it is retried automatically.
  if (entry.error) return `Not sent yet: ${entry.error}`;
  if (entry.attempts > 0)
    return `Not sent yet (tried ${entry.attempts} ${entry.attempts === 1 ? 'time' : 'times'}); retrying automatically`;
  return 'Waiting to be sent';
}
