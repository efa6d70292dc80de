import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../data/api';
import { toast } from '../../components/ui/toast-store';
import { isAuthFailure } from './admin-api';
import { useNotifyWorkshop } from './use-admin-orders';

/**
 * Sends 'registration is open' to everyone who asked about this workshop (docs/product.md#admin).
 * The server writes to each address once per workshop, so a second press only reaches newcomers.
 */
export function NotifyButton({ workshopId, title }: { workshopId: number; title: string }) {
  const navigate = useNavigate();
  const notify = useNotifyWorkshop();
  const send = async () => {
    try {
      const { sent } = await notify.mutateAsync(workshopId);
      toast({
        title: 'Registrations notified',
        description:
          sent === 0
            ? `Everyone who asked about ${title} has already been told.`
            : `'Registration is open' was sent to ${sent} ${sent === 1 ? 'address' : 'addresses'}.`,
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
