import { authApi } from '../../../shared/contracts';
import { apiRequest } from '../../data/api';

/**
 * POST /api/auth/password-reset (docs/product.md#accounts): asks for a reset link. The server
 * answers the same whether or not the account exists.
 */
export async function requestPasswordReset(usernameOrEmail: string): Promise<void> {
  await apiRequest(authApi.passwordReset.method, authApi.passwordReset.path, { usernameOrEmail });
}
