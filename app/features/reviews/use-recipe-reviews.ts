import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicReview } from '../../../shared/schemas/reviews';
import { apiRequest, NetworkError } from '../../data/api';
import { isReviewShaped, pageReviews } from '../../data/page-reviews';
import { useLocation } from 'react-router-dom';

export type ReviewsStatus = 'ready' | 'loading' | 'failed' | 'offline';

interface ReviewsState {
  slug: string;
  reviews: PublicReview[];
  nextCursor: string | null;
  status: ReviewsStatus;
  /** Reading the next page ('More reviews'). */
  loadingMore: boolean;
}

/**
 * GET /api/recipes/:slug/reviews (`reviewsApi.list` in shared/contracts/reviews.ts), written out:
 * the contract's schemas would bring zod into the recipe page's first load (decision 002).
 */
const listUrl = (slug: string, cursor?: string) =>
  `/api/recipes/${encodeURIComponent(slug)}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;

async function readPage(slug: string, cursor?: string) {
  const answer = await apiRequest<{ reviews?: unknown; nextCursor?: unknown }>('GET', listUrl(slug, cursor));
  const reviews = Array.isArray(answer?.reviews) ? answer.reviews.filter(isReviewShaped) : [];
  return { reviews, nextCursor: typeof answer?.nextCursor === 'string' ? answer.nextCursor : null };
}

/**
 * A recipe's approved reviews, newest first (docs/product.md#reviews): the first page the page's
 * HTML carried (so the browser's first render draws what the server drew), else read from the API
 * once the page is on screen; 'More reviews' appends the next page. Online only: offline the
 * section says so (the figures on the recipe itself are on the device).
 */
export function useRecipeReviews(slug: string) {
  const { pathname } = useLocation();
  const [state, setState] = useState<ReviewsState>(() => initial(slug, pathname));
  const current = useRef(slug);
  current.current = slug;

  const load = useCallback(async (forSlug: string, cursor?: string) => {
    try {
      const page = await readPage(forSlug, cursor);
      if (current.current !== forSlug) return;
      setState((shown) => ({
        slug: forSlug,
        reviews: cursor ? [...shown.reviews, ...page.reviews] : page.reviews,
        nextCursor: page.nextCursor,
        status: 'ready',
        loadingMore: false,
      }));
    } catch (err) {
      if (current.current !== forSlug) return;
      const status: ReviewsStatus = err instanceof NetworkError ? 'offline' : 'failed';
      setState((shown) => (cursor ? { ...shown, loadingMore: false } : { ...shown, status, loadingMore: false }));
    }
  }, []);

  // The recipe whose first page is shown or on its way: the page's own needs no read.
  const started = useRef(state.status === 'ready' ? slug : null);
  // Another recipe (a client-side navigation), or none from the page: read the first page.
  useEffect(() => {
    if (started.current === slug) return;
    started.current = slug;
    setState({ slug, reviews: [], nextCursor: null, status: 'loading', loadingMore: false });
    void load(slug);
  }, [slug, load]);

  const more = useCallback(() => {
    if (!state.nextCursor || state.loadingMore) return;
    setState((shown) => ({ ...shown, loadingMore: true }));
    void load(slug, state.nextCursor);
  }, [load, slug, state.nextCursor, state.loadingMore]);

  const retry = useCallback(() => {
    setState((shown) => ({ ...shown, status: 'loading' }));
    void load(slug);
  }, [load, slug]);

  const shown = state.slug === slug ? state : { ...state, reviews: [], nextCursor: null, status: 'loading' as const };
  return { ...shown, more, retry };
}

function initial(slug: string, pathname: string): ReviewsState {
  const fromPage = pageReviews(pathname, slug);
  return fromPage
    ? { slug, ...fromPage, status: 'ready', loadingMore: false }
    : { slug, reviews: [], nextCursor: null, status: 'loading', loadingMore: false };
}
