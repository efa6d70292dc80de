import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { businessApi, pathOf } from '../../../../shared/contracts';
import { messageOf } from '../../../data/api';
import { toast } from '../../../components/ui/toast-store';
import { adminRequest, isAuthFailure, toastSessionExpired, SENT_WHEN_ASKED } from '../admin-api';

/** POST /api/admin/workshops/:id/notify: how many were written to, and how many wait on their confirmation. */
export async function notifyWorkshop(workshopId: number) {
  return businessApi.notify.answer.parse(
    await adminRequest(businessApi.notify.method, pathOf(businessApi.notify, { id: workshopId })),
  );
}

/**
 * 'Registration is open' to everyone who asked about a workshop and confirmed their e-mail
 * (docs/product.md#admin; docs/decisions/030-mail-outbox-and-opt-in.md), each address once per
 * workshop, so a second press only reaches newcomers. `title` names the workshop in the toast.
 */
export function useNotifyWorkshop(title: string) {
  const navigate = useNavigate();
  return useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: notifyWorkshop,
    onSuccess: ({ sent, unconfirmed = 0 }) => {
      // Only confirmed sign-ups are told.
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
    },
    onError: (err) => {
      if (isAuthFailure(err)) {
        toastSessionExpired();
        void navigate('/admin/login', { replace: true });
        return;
      }
      toast({
        title: 'Notify failed',
        description: messageOf(err, 'The e-mails could not be sent. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
