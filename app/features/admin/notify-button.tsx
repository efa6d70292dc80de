import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../data/api';
import { toast } from '../../components/ui/toast-store';
import { isAuthFailure } from './admin-api';
import { useNotifyWorkshop } from './use-admin-orders';

/**
 * Sends 'registration is open' to everyone who asked about this workshop and confirmed their
 * e-mail (docs/product.md#admin). The server writes to each address once per workshop, so a
 * second press only reaches newcomers.
 */
export function NotifyButton({ workshopId, title }: { workshopId: number; title: string }) {
  const navigate = useNavigate();
  const notify = useNotifyWorkshop();
  const send = async () => {
    try {
      const { sent, unconfirmed = 0 } = await notify.mutateAsync(workshopId);
      // Only confirmed sign-ups are told (docs/decisions/030-mail-outbox-and-opt-in.md).
      const waiting = unconfirmed
        ? ` ${unconfirmed} ${unconfirmed === 1 ? 'sign-up has' : 'sign-ups have'} not confirmed ${unconfirmed === 1 ? 'its' : 'their'} e-mail yet and ${unconfirmed === 1 ? 'is' : 'are'} not told.`
        : '';
      toast({
        title: 'Registrations notified',
        description:
          (sent === 0
            ? `Everyone who confirmed an interest in ${title} has already been told.`
            : `'Registration is open' was sent to ${sent} ${sent === 1 ? 'address' : 'addresses'}.`) + waiting,
        variant: 'success',
      });
    } catch (err) {
      if (isAuthFailure(err)) return navigate('/admin/login', { replace: true });
      toast({
        title: 'Notify failed',
        description: messageOf(err, 'The e-mails could not be sent. Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <button
      type="button"
      className="btn-outline min-h-11"
      disabled={notify.isPending}
      aria-label={`Notify everyone registered for ${title} that registration is open`}
      onClick={() => void send()}
    >
      {notify.isPending ? 'Sending...' : 'Notify: registration open'}
    </button>
  );
}
