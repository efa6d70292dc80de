import { useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { classDateKey, formatClassDate, stillToCome } from '../../../shared/dates';
import type { Video, Workshop } from '../../../shared/schemas/shop';
import { apiRequest } from '../../data/api';
import { pageData } from '../../data/page-data';
import { cachedShopEntry, storeShopList } from '../../data/shop-cache';
import { useDeviceQuery } from '../../hooks/use-device-query';
import { videoList, workshopList } from './shop-shape';

/** Query keys are the URLs (docs/product.md#shop: the default read GETs the key). */
export const shopKeys = {
  videos: ['/api/shop/videos'] as const,
  workshops: ['/api/shop/workshops'] as const,
};

export interface ShopList<T> {
  data: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /**
   * When the list shown was read from the server, if it is the device's copy (offline, or before
   * the server's answer): the Shop says "Spots as of 10:42". Undefined for the server's fresh answer.
   */
  savedAt?: number;
  /**
   * On the Shop the server rendered, its words for each class's start (classDates in
   * shared/dates.ts, from the page's data): the first render writes them without building a
   * time-zone formatter while the browser takes the page over.
   */
  classDates?: Readonly<Record<string, string>>;
}

/** When a class starts, as the Shop's cards say it: the page's words for it, else formatClassDate. */
export function classDateText(
  workshop: Pick<Workshop, 'date' | 'timeZone'>,
  given?: ShopList<Workshop>['classDates'],
): string {
  const text = given?.[classDateKey(workshop.date, workshop.timeZone)];
  return typeof text === 'string' ? text : formatClassDate(workshop.date, workshop.timeZone);
}

type ShopKey = 'videos' | 'workshops';

/**
 * Reads a shop list from the server, checks it with its schema and mirrors it to the device
 * (db.shop). The schemas (zod) load with the first read, after the Shop is on screen.
 */
function fetchShopList<T>(cacheKey: ShopKey): () => Promise<T[]> {
  return async () => {
    const answer = await apiRequest('GET', shopKeys[cacheKey][0]);
    const { videoListSchema, workshopListSchema } = await import('../../../shared/schemas/shop');
    const list = (cacheKey === 'videos' ? videoListSchema : workshopListSchema).parse(answer) as T[];
    await storeShopList(cacheKey, list);
    return list;
  };
}

const fetchWorkshops = fetchShopList<Workshop>('workshops');

/**
 * docs/architecture.md#data-flow: shop lists are network reads (React Query) mirrored into Dexie `db.shop`, so the
 * shop renders from the device first, then shows fresh data. The catalog sync stores them too
 * (app/data/shop-sync.ts), so the Shop works offline from the first visit.
 *
 * A Shop the server rendered (issue 23) came with the lists it was drawn from in its HTML
 * (app/data/page-data.ts). They are the server's answer as of the page, its render redone
 * whenever a list changes (api/pages.ts), so while the page shows them it asks the server for
 * nothing more and reads no copy from the device (docs/decisions/021-shop-page-lists.md). The
 * sync's worker keeps the device's copy (app/data/shop-sync.ts). They are not the query's data:
 * the server renders every page with one query cache, which must hold no visitor's page. After a
 * move inside the app the page's data is forgotten, and the Shop reads the server again.
 */
function useShopList<T>(cacheKey: ShopKey, shaped: (value: unknown) => T[] | undefined): ShopList<T> {
  const { pathname } = useLocation();
  // Read once, when the Shop mounts: switching tabs changes the address, not the page's data.
  const [fromPage] = useState(() => shaped(pageData(pathname, 'shop')?.[cacheKey]));
  const cached = useDeviceQuery((db) => (fromPage ? undefined : cachedShopEntry(db, cacheKey)), [cacheKey, fromPage]);
  const query = useQuery({
    queryKey: shopKeys[cacheKey],
    queryFn: fetchShopList<T>(cacheKey),
    enabled: fromPage === undefined,
  });
  const pageCopy = query.data === undefined ? fromPage : undefined;
  const fromDevice = query.data === undefined && !pageCopy && cached ? shaped(cached.value) : undefined;
  const data = query.data ?? pageCopy ?? fromDevice;
  return {
    data,
    isLoading: data === undefined && !query.isError,
    isError: data === undefined && query.isError,
    ...(fromDevice && cached ? { savedAt: cached.savedAt } : {}),
  };
}

export const useVideos = (): ShopList<Video> => useShopList('videos', videoList);
export function useWorkshops(): ShopList<Workshop> {
  const read = useShopList('workshops', workshopList);
  // docs/product.md#shop: a class that has started leaves the shop. The server's list leaves it out
  // when read; the device's copy (offline, 'Spots as of ...') may be older than its start, so every
  // list shown is held against the device's clock as well.
  const now = new Date();
  const list = read.data?.some((w) => !stillToCome(w.date, now))
    ? { ...read, data: read.data.filter((w) => stillToCome(w.date, now)) }
    : read;
  const { pathname } = useLocation();
  // Read once, with the lists: a string for each key, or none at all.
  const [classDates] = useState(() => {
    const given: unknown = pageData(pathname, 'shop')?.classDates;
    if (!given || typeof given !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(given).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  });
  return classDates ? { ...list, classDates } : list;
}

/**
 * Reads the workshop and class list from the server now, even when no screen shows it, and
 * mirrors it to the device: the cart's limits (app/data/cart.ts classSpotsLeft) read that copy,
 * so after checkout refused or took seats they are the server's. A failed read keeps the old copy.
 */
export async function refreshWorkshops(queryClient: QueryClient): Promise<void> {
  try {
    // A read already on its way (the one made on opening checkout) may have been answered before
    // what asks for this one (a refusal for spots): the query library would hand its answer back.
    // It ends first, then the list is read anew.
    const reading = queryClient.getQueryCache().find({ queryKey: shopKeys.workshops })?.promise;
    if (reading) await reading.catch(() => undefined);
    // 'always': asked whatever the query library believes about the connection, never paused.
    await queryClient.fetchQuery({
      queryKey: shopKeys.workshops,
      queryFn: fetchWorkshops,
      staleTime: 0,
      networkMode: 'always',
    });
  } catch {
    // offline or refused: the device keeps the list it had; the server checks again at checkout
  }
}
