import { businessApi, pathOf } from '../../../shared/contracts';
import { adminKeys } from './admin-api';
import { useAdminQuery } from './use-admin-query';

/**
 * Cancelling a whole class (docs/product.md#admin, docs/decisions/036-a-cancelled-class-asks-each-customer.md):
 * what it would do, read when the confirmation opens (who is asked, who is refunded at once).
 * The cancel itself is `useCancelClass` in `api/cancel-class.ts`.
 */
export const useClassCancelPreview = (classId: number | null) =>
  useAdminQuery(
    adminKeys.classCancelPreview(classId ?? 0),
    pathOf(businessApi.classCancelPreview, { id: classId ?? 0 }),
    (raw) => businessApi.classCancelPreview.answer.parse(raw),
    classId !== null,
  );
