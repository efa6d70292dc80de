import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, apiRequest } from '../../../data/api';
import { saveAdminSession } from '../admin-session';

const INCORRECT_LOGIN = 'Incorrect username or password';
const LOGIN_ERROR = 'An error occurred during login. Please try again.';

/**
 * POST /api/admin/validate, the admin's sign-in (docs/product.md#admin). The answer's schema loads
 * with the call, not with the page, so the login page stays small. Throws ApiError for a non-OK
 * answer (bad request, too many attempts).
 */
export async function validateAdmin(username: string, password: string) {
  const { adminApi } = await import('../../../../shared/contracts/admin');
  const { method, path, answer } = adminApi.validate;
  return answer.parse(await apiRequest(method, path, { username, password }));
}

/**
 * The login's call: a token is kept for the session and the admin goes on to `returnTo` (the form
 * whose session ended, its draft kept when `draftKept`) or the dashboard. `logIn` answers null when
 * signed in, else the message the form shows (the toast has said it too). Not a React Query
 * mutation: the login page sits outside the query layout, so that it loads without React Query.
 */
export function useAdminLogin(returnTo: string | null, draftKept: boolean) {
  const navigate = useNavigate();

  async function logIn(username: string, password: string): Promise<string | null> {
    try {
      const answer = await validateAdmin(username, password);
      if (answer.valid && answer.token) {
        saveAdminSession(answer.token);
        toast({
          title: 'Login Successful',
          description: draftKept
            ? 'Welcome back. Your form is as you left it.'
            : returnTo
              ? 'Welcome back.'
              : 'Welcome to the admin dashboard.',
          variant: 'success',
        });
        void navigate(returnTo ?? '/admin/dashboard', { replace: true });
        return null;
      }
      toast({ title: 'Login Failed', description: INCORRECT_LOGIN, variant: 'destructive' });
      return INCORRECT_LOGIN;
    } catch (err) {
      // docs/product.md#admin: a non-OK answer (bad request, too many attempts) counts as a failed login.
      if (err instanceof ApiError && err.status < 500) {
        const message = err.serverMessage ?? INCORRECT_LOGIN;
        toast({ title: 'Login Failed', description: message, variant: 'destructive' });
        return message;
      }
      console.error('Admin login failed', err);
      toast({ title: 'Login Error', description: LOGIN_ERROR, variant: 'destructive' });
      return LOGIN_ERROR;
    }
  }

  return { logIn };
}
