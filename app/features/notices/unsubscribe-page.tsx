import { BRAND } from '../../../shared/brand';
import { shopApi } from '../../../shared/contracts/shop';
import { apiRequest } from '../../data/api';
import { NoticeLinkPage } from './notice-link-page';

/** /notices/unsubscribe?token=…, the link at the foot of a workshop notice (docs/product.md#shop). */
export function UnsubscribePage() {
  return (
    <NoticeLinkPage
      title="Unsubscribe from workshop notices"
      intro={`Press Unsubscribe, and the address this notice went to will get no more workshop notices from ${BRAND}.`}
      action="Unsubscribe"
      busy="Unsubscribing..."
      send={(token) =>
        apiRequest<{ message: string }>(
          shopApi.unsubscribeOneClick.method,
          `${shopApi.unsubscribeOneClick.path}?token=${encodeURIComponent(token)}`,
        )
      }
      back={{ to: '/', label: `Back to ${BRAND}` }}
    />
  );
}
