import { businessApi, pathOf } from '../../../../shared/contracts';
import { apiFetch } from '../../../data/api';
import { AdminTokenMissing, isAuthFailure } from '../admin-api';
import { clearAdminSession, getAdminToken } from '../admin-session';

/**
 * A class's roster as CSV, for printing. Fetched with the bearer token (a plain link would not
 * send it) and handed to the browser as a file.
 */
export async function downloadRosterCsv(classId: number): Promise<void> {
  const token = getAdminToken();
  if (!token) throw new AdminTokenMissing();
  const response = await apiFetch(businessApi.roster.method, pathOf(businessApi.roster, { id: classId }), undefined, {
    headers: { Authorization: `Bearer ${token}` },
  }).catch((err: unknown) => {
    if (isAuthFailure(err)) clearAdminSession();
    throw err;
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  // The server's name says the class and its date (roster-cut-out-cookies-2027-03-20.csv).
  link.download =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `roster-${classId}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
