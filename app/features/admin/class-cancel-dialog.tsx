import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { CLASS_CHANGE_CHOICE_DAYS } from '../../../shared/class-change';
import { formatClassDate } from '../../../shared/dates';
import type { AdminClass, ClassCancelPreview } from '../../../shared/schemas/business';
import { messageOf } from '../../data/api';
import { closeOnEscape } from '../../components/ui/escape-closes';
import { toast } from '../../components/ui/toast-store';
import { useNavigate } from 'react-router-dom';
import { isAuthFailure } from './admin-api';
import { useCancelClass } from './api/cancel-class';
import { useClassCancelPreview } from './use-class-cancel-preview';

const customers = (n: number) => `${n} booked ${n === 1 ? 'customer' : 'customers'}`;

/** What the cancellation will do, from the server's preview, in the admin's words. */
function PreviewText({ preview }: { preview: ClassCancelPreview }) {
  if (preview.bookings === 0)
    return <p className="font-semibold text-ink">Nobody has booked it: no one is e-mailed.</p>;
  return (
    <>
      {preview.askedToChoose > 0 && (
        <p className="font-semibold text-ink">
          {customers(preview.askedToChoose)} will be e-mailed and asked to choose a full refund or a seat at another
          date of this class.
        </p>
      )}
      {preview.refundedAtOnce > 0 && (
        <p className="font-semibold text-ink">
          {customers(preview.refundedAtOnce)} will be refunded in full at once and told by e-mail: no other date has
          room for their seats.
        </p>
      )}
      {preview.otherDates.length > 0 && (
        <div>
          <p className="text-sm">Other dates offered:</p>
          <ul className="list-disc pl-5 text-sm">
            {preview.otherDates.map((d) => (
              <li key={d.id}>
                {formatClassDate(d.date, d.timeZone)} ({d.spotsLeft} {d.spotsLeft === 1 ? 'spot' : 'spots'} left)
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm">Anyone who has not chosen within {CLASS_CHANGE_CHOICE_DAYS} days is refunded in full.</p>
    </>
  );
}

/**
 * Cancel a whole class (docs/product.md#admin): the confirmation says, from the server, how many
 * booked customers will be asked to choose and how many refunded at once, before the admin confirms.
 */
export function ClassCancelDialog({ workshop, onClose }: { workshop: AdminClass | null; onClose: () => void }) {
  const navigate = useNavigate();
  const preview = useClassCancelPreview(workshop?.id ?? null);
  const cancel = useCancelClass();
  const confirm = async () => {
    if (!workshop || !preview.data) return;
    try {
      const done = await cancel.mutateAsync(workshop.id);
      const told =
        done.bookings === 0
          ? 'Nobody had booked it.'
          : `${customers(done.bookings)} ${done.bookings === 1 ? 'is' : 'are'} being e-mailed.`;
      toast({
        title: 'Class cancelled',
        description: `${workshop.title} is off the shop. ${told}`,
        variant: 'success',
      });
      onClose();
    } catch (err) {
      onClose();
      if (isAuthFailure(err)) return navigate('/admin/login', { replace: true });
      toast({
        title: 'Cancel failed',
        description: messageOf(err, 'The class could not be cancelled. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <AlertDialog.Root open={workshop !== null} onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content
          onKeyDown={closeOnEscape(() => !cancel.isPending && onClose())}
          className="card fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-2xl">Are you absolutely sure?</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 space-y-2 text-cocoa">
              <p>
                {workshop?.title} on {workshop ? formatClassDate(workshop.date, workshop.timeZone) : ''} will be
                cancelled and taken off the shop. This cannot be undone.
              </p>
              <div role="status" aria-live="polite" className="space-y-2" data-testid="class-cancel-preview">
                {preview.isPending ? (
                  <p>Counting the bookings…</p>
                ) : preview.data ? (
                  <PreviewText preview={preview.data} />
                ) : (
                  <p className="font-semibold text-berry-dark">
                    {messageOf(preview.error, 'The bookings could not be counted. Check the connection and try again.')}
                  </p>
                )}
              </div>
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className="btn-outline" disabled={cancel.isPending}>
              Keep class
            </AlertDialog.Cancel>
            <button
              type="button"
              className="btn-accent"
              disabled={!preview.data || preview.isFetching || cancel.isPending}
              onClick={() => void confirm()}
            >
              {cancel.isPending ? 'Cancelling...' : 'Cancel class'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
