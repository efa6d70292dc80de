import { apiRequest } from '../../data/api';

/**
 * docs/product.md#admin: the admin's sign-in, apart from the other admin calls so the login page stays
 * small; the answer's schema loads with the call, not with the page. Throws ApiError for a
 * non-OK answer (bad request, too many attempts).
 */
export async function validateAdmin(username: string, password: string) {
  const { adminApi } = await import('../../../shared/contracts/admin');
  const { method, path, answer } = adminApi.validate;
  return answer.parse(await apiRequest(method, path, { username, password }));
}
