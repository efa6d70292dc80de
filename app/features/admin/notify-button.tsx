import { useNotifyWorkshop } from './api/notify-workshop';

/**
 * Sends 'registration is open' to everyone who asked about this workshop and confirmed their
 * e-mail (docs/product.md#admin). The server writes to each address once per workshop, so a
 * second press only reaches newcomers.
 */
export function NotifyButton({ workshopId, title }: { workshopId: number; title: string }) {
  const notify = useNotifyWorkshop(title);
  return (
    <button
      type="button"
      className="btn-outline min-h-11"
      disabled={notify.isPending}
      aria-label={`Notify everyone registered for ${title} that registration is open`}
      onClick={() => notify.mutate(workshopId)}
    >
      {notify.isPending ? 'Sending...' : 'Notify: registration open'}
    </button>
  );
}
