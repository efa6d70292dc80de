import { shopApi } from '../../../shared/contracts/shop';
import { apiRequest } from '../../data/api';
import { NoticeLinkPage } from './notice-link-page';

/** /notices/confirm?token=…, the link of a "notify me" confirmation e-mail (docs/product.md#shop). */
export function ConfirmNoticePage() {
  return (
    <NoticeLinkPage
      title="Confirm your e-mail"
      intro="You asked to hear when registration opens for a workshop. Confirm, and we'll e-mail you once, when it opens."
      action="Confirm"
      busy="Confirming..."
      send={(token) =>
        apiRequest<{ message: string }>(shopApi.confirmInterest.method, shopApi.confirmInterest.path, { token })
      }
      back={{ to: '/shop?tab=workshops', label: 'See the workshops' }}
    />
  );
}
