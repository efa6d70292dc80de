import { syncShopLists } from './shop-sync';
import { loadSyncMeta, syncRecipes, syncState } from './sync';
import type { SyncWorkerReply, SyncWorkerRequest } from './sync-client';

/**
 * The sync's worker (see sync-client.ts): runs the tasks the page asks for, one message
 * each, and sends back every change of the sync's state and a `done` per task.
 */
const reply = (message: SyncWorkerReply) => postMessage(message);

syncState.subscribe(() => reply({ type: 'state', state: syncState.getState() }));

addEventListener('message', (event: MessageEvent<SyncWorkerRequest>) => {
  const { id, task } = event.data;
  const work = runTask(task);
  void work.catch((err: unknown) => console.error('Sync task failed', err)).finally(() => reply({ type: 'done', id }));
});

function runTask(task: SyncWorkerRequest['task']): Promise<unknown> {
  if (task === 'loadMeta') return loadSyncMeta();
  if (task === 'shopLists') return syncShopLists();
  return syncRecipes({ fresh: task === 'freshSync' });
}
