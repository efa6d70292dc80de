import { loadSyncMeta, syncRecipes, syncState } from './sync';
import type { SyncWorkerReply, SyncWorkerRequest } from './sync-client';

/**
 * The recipe sync's worker (see sync-client.ts): runs the tasks the page asks for, one message
 * each, and sends back every change of the sync's state and a `done` per task.
 */
const reply = (message: SyncWorkerReply) => postMessage(message);

syncState.subscribe(() => reply({ type: 'state', state: syncState.get() }));

addEventListener('message', (event: MessageEvent<SyncWorkerRequest>) => {
  const { id, task } = event.data;
  const work = task === 'loadMeta' ? loadSyncMeta() : syncRecipes({ fresh: task === 'freshSync' });
  void work.catch((err: unknown) => console.error('Recipe sync task failed', err)).finally(() => reply({ type: 'done', id }));
});
