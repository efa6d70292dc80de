import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { adminApi } from '../../../../shared/contracts/admin';
import { toast } from '../../../components/ui/toast-store';
import { adminRequest, SENT_WHEN_ASKED } from '../admin-api';
import { clearAdminSession } from '../admin-session';

/** POST /api/admin/logout: ends the admin's token on the server. */
export async function adminLogout(): Promise<void> {
  await adminRequest(adminApi.logout.method, adminApi.logout.path);
}

/**
 * The dashboard's Log Out: the device forgets the token and the admin lists whether or not the
 * server could be told (an unreachable server must not keep the admin signed in here).
 */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    ...SENT_WHEN_ASKED,
    mutationFn: adminLogout,
    onSettled: () => {
      clearAdminSession();
      queryClient.removeQueries({ queryKey: ['admin'] });
      toast({ title: 'Logged out', description: 'You have left the admin area.' });
      void navigate('/');
    },
  });
  return { logOut: () => mutation.mutate(), isPending: mutation.isPending };
}
