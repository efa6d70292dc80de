import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../shared/schemas/checkout';
import { apiRequest } from '../../data/api';

export const orderKeys = { mine: ['/api/orders'] as const };

/** docs/architecture.md#api, docs/product.md#accounts: the signed-in user's orders, for the Purchases and Classes tabs. */
export function useOrders(userId: number | null) {
  return useQuery({
    queryKey: [...orderKeys.mine, userId],
    enabled: userId !== null,
    queryFn: async (): Promise<Order[]> => {
      const [{ orderListSchema }, body] = await Promise.all([
        import('../../../shared/schemas/checkout'),
        apiRequest('GET', '/api/orders'),
      ]);
      return orderListSchema.parse(body);
    },
  });
}
