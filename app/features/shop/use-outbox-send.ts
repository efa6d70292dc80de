import { useEffect, useState } from 'react';
import { useDeviceQuery } from '../../hooks/use-device-query';
import type * as OutboxModule from '../../data/outbox';
import type { OutboxKind, OutboxPayloads } from '../../data/outbox-kinds';

type Outbox = typeof OutboxModule;

/**
 * The outbox (with the database and the write schemas) loads with the first send, not with the
 * Shop: the page is on screen and taken over without it (issue 23). Kept once loaded: the watch
 * of a queued entry reads through it inside a live query, where only Dexie's own promises may be
 * awaited (docs/decisions/002).
 */
let loaded: Outbox | undefined;
const loadOutbox = async (): Promise<Outbox> => (loaded ??= await import('../../data/outbox'));

/** 'queued' says whether the device was offline, so the visitor is told why it waits. */
export type SendOutcome =
  { status: 'sent' } | { status: 'queued'; offline: boolean } | { status: 'failed'; message: string | undefined };

/**
 * Sends a visitor write through the outbox (docs/architecture.md#data-flow) and reports how it went: 'sent' when the
 * server took it now, 'queued' when it waits on the device (offline, or the server did not take it
 * yet), 'failed' with the server's reason.
 * A queued entry is watched, so a refusal that arrives later is still reported (`onLateFailure`).
 */
export function useOutboxSend<K extends OutboxKind>(kind: K, onLateFailure: (message: string | undefined) => void) {
  const [watchedId, setWatchedId] = useState<string | null>(null);
  const watched = useDeviceQuery((db) => (watchedId && loaded ? loaded.outboxEntry(watchedId, db) : null), [watchedId]);

  useEffect(() => {
    if (!watchedId || watched === undefined) return;
    if (watched === null) {
      setWatchedId(null); // sent later: the optimistic state was right all along
    } else if (watched.status === 'failed') {
      setWatchedId(null);
      onLateFailure(watched.error);
      void loadOutbox().then((outbox) => outbox.dismissFailed(watched.seq!));
    }
  }, [watched, watchedId, onLateFailure]);

  return async function send(payload: OutboxPayloads[K]): Promise<SendOutcome> {
    const { dismissFailed, enqueue, flushOutbox, outboxEntry } = await loadOutbox();
    const entry = await enqueue(kind, payload);
    const online = typeof navigator === 'undefined' || navigator.onLine;
    if (online) await flushOutbox();
    const now = await outboxEntry(entry.id);
    if (!now) return { status: 'sent' };
    if (now.status === 'failed') {
      await dismissFailed(now.seq!);
      return { status: 'failed', message: now.error };
    }
    setWatchedId(entry.id);
    return { status: 'queued', offline: !online };
  };
}
