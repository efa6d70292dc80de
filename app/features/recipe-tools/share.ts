import { toast } from '../../components/ui/toast-store';

export interface SharePayload {
  title: string;
  text: string;
  url: string;
}

/**
 * docs/product.md#recipe-tools (Share): the device's share sheet where there is one, otherwise the link is copied
 * with the toasts it names. Closing the share sheet is not a failure.
 */
export async function shareLink(payload: SharePayload): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(payload);
      return;
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') return;
      // The sheet failed (not allowed here): copying the link still works.
    }
  }
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(payload.url);
    toast({
      title: 'Link copied to clipboard',
      description: 'You can now share this recipe with your friends.',
      variant: 'success',
    });
  } catch {
    toast({ title: 'Failed to copy link', description: 'Please copy the URL manually.', variant: 'destructive' });
  }
}
