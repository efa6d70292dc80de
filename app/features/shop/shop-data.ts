import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { z } from 'zod';
import { videoListSchema, workshopListSchema, type Video, type Workshop } from '../../../shared/schemas/shop';
import { apiRequest } from '../../data/api';
import { db } from '../../data/db';

/** Query keys are the URLs (spec visitor 7: the default read GETs the key). */
export const shopKeys = {
  videos: ['/api/shop/videos'] as const,
  workshops: ['/api/shop/workshops'] as const,
};

export interface ShopList<T> {
  data: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

/**
 * DESIGN 3: shop lists are network reads (React Query) mirrored into Dexie `db.shop`, so the
 * shop renders from the device first and offline after one visit, then shows fresh data.
 */
function useShopList<S extends z.ZodType<unknown[]>>(cacheKey: 'videos' | 'workshops', queryKey: readonly string[], schema: S): ShopList<z.infer<S>[number]> {
  const cached = useLiveQuery(async () => (await db.shop.get(cacheKey)) ?? null, [cacheKey]);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const list = schema.parse(await apiRequest('GET', queryKey[0]!));
      await db.shop.put({ key: cacheKey, value: list, savedAt: Date.now() });
      return list;
    },
  });
  const fromDevice = cached ? schema.safeParse(cached.value) : undefined;
  const data = (query.data ?? (fromDevice?.success ? fromDevice.data : undefined)) as z.infer<S>[number][] | undefined;
  return {
    data,
    isLoading: data === undefined && !query.isError,
    isError: data === undefined && query.isError,
  };
}

export const useVideos = (): ShopList<Video> => useShopList('videos', shopKeys.videos, videoListSchema);
export const useWorkshops = (): ShopList<Workshop> => useShopList('workshops', shopKeys.workshops, workshopListSchema);
