import { useEffect } from 'react';
import { outboxNotices } from '../../data/outbox-state';
import { syncState } from '../../data/sync-state';
import { toast } from '../../components/ui/toast-store';

/**
 * What the data layer has to tell the user becomes a toast: a write the server refused, a full
 * disk, an unreadable entry, a sync answer the app could not read. Being offline is not news:
 * the header's badge says it.
 */
export function useOfflineNotices(): void {
  useEffect(() => {
    let lastNotice = outboxNotices.getState()?.id ?? 0;
    const offNotices = outboxNotices.subscribe(() => {
      const notice = outboxNotices.getState();
      if (!notice || notice.id === lastNotice) return;
      lastNotice = notice.id;
      toast({ title: notice.title, description: notice.description, variant: 'destructive' });
    });
    let lastError = syncState.getState().error;
    const offSync = syncState.subscribe(() => {
      const { error, errorKind } = syncState.getState();
      if (error === lastError) return;
      lastError = error;
      if (error && errorKind !== 'offline')
        toast({ title: 'Recipes not updated', description: error, variant: 'destructive' });
    });
    return () => {
      offNotices();
      offSync();
    };
  }, []);
}
