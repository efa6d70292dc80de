import { apiRequest } from '../../data/api';

/**
 * POST /api/auth/password-reset (docs/product.md#accounts): asks for a reset link. The server
 * answers the same whether or not the account exists. The contract (with its schemas, zod) loads
 * when the form is sent, not when the sign-in dialog opens.
 */
export async function requestPasswordReset(usernameOrEmail: string): Promise<void> {
  const { authApi } = await import('../../../shared/contracts/auth');
  await apiRequest(authApi.passwordReset.method, authApi.passwordReset.path, { usernameOrEmail });
}
