// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminReview } from '../../../shared/schemas/reviews';
import { toastStore } from '../../components/ui/toast-store';
import { saveAdminSession } from './admin-session';
import { json, renderRoutes, stubApi, toastTitles, type Answer } from './admin-test-utils';
import { ReviewsTab } from './reviews-tab';

const review = (id: number, status: AdminReview['status'], extra: Partial<AdminReview> = {}): AdminReview => ({
  id,
  rating: 5,
  text: 'Rose beautifully. See https://spam.example',
  photo: null,
  author: 'Ada Lovelace',
  username: 'ada',
  submittedAt: '2026-12-01T10:00:00.000Z',
  reply: null,
  status,
  recipe: { id: 3, slug: 'honey-oat-loaf', title: 'Honey Oat Loaf' },
  moderatedAt: null,
  ...extra,
});

let reviews: AdminReview[] = [];
let calls: ReturnType<typeof stubApi>;
const server: Answer = (method, url, body) => {
  const address = new URL(url, 'http://x');
  if (method === 'GET' && address.pathname === '/api/admin/reviews') {
    const status = address.searchParams.get('status');
    const cursor = address.searchParams.get('cursor');
    const list = reviews.filter((r) => r.status === status);
    // Two pages of the pending list: the second after cursor 'p2'.
    if (status === 'pending' && list.length > 10)
      return json(
        200,
        cursor ? { reviews: list.slice(10), nextCursor: null } : { reviews: list.slice(0, 10), nextCursor: 'p2' },
      );
    return json(200, { reviews: list, nextCursor: null });
  }
  const action = /^\/api\/admin\/reviews\/(\d+)\/(approve|reject|reply)$/.exec(address.pathname);
  if (method === 'POST' && action) {
    const id = Number(action[1]);
    reviews = reviews.map((r) =>
      r.id !== id
        ? r
        : action[2] === 'reply'
          ? { ...r, reply: { text: (body as { text: string }).text, at: '2026-12-02T00:00:00.000Z' } }
          : { ...r, status: action[2] === 'approve' ? 'approved' : 'rejected' },
    );
    return json(
      200,
      reviews.find((r) => r.id === id),
    );
  }
  return json(404, { message: 'Not found' });
};

beforeEach(() => {
  localStorage.clear();
  toastStore.setState([], true);
  saveAdminSession('admin_1_abc');
  reviews = [review(7, 'pending'), review(6, 'approved', { author: 'Bob', text: '' })];
  calls = stubApi({ current: server });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Reviews tab', () => {
  it('lists pending reviews first, with recipe, reviewer and text as text, and approves one', async () => {
    renderRoutes([{ path: '/', element: <ReviewsTab /> }], '/');
    const card = await screen.findByRole('article', { name: '5 stars for Honey Oat Loaf' });
    expect(within(card).getByText('Rose beautifully. See https://spam.example')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /spam/ })).toBeNull();
    expect(within(card).getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls[0]!.authorization).toBe('Bearer admin_1_abc');

    fireEvent.click(within(card).getByRole('button', { name: 'Approve the review by Ada Lovelace of Honey Oat Loaf' }));
    await waitFor(() => expect(toastTitles()).toContain('Review Approved'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/reviews/7/approve']);
    expect(await screen.findByText('No reviews are waiting.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    const approved = await screen.findAllByRole('article');
    expect(approved).toHaveLength(2);
    expect(within(approved[1]!).getByText('A rating without words.')).toBeTruthy();
    expect(within(approved[0]!).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('saves a reply that then shows under the review', async () => {
    renderRoutes([{ path: '/', element: <ReviewsTab /> }], '/');
    const card = await screen.findByRole('article', { name: '5 stars for Honey Oat Loaf' });
    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(card).getByLabelText('Your reply (shown under the review)'), {
      target: { value: '  So glad it rose!  ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(toastTitles()).toContain('Reply Saved'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: 'So glad it rose!' });
    expect(await within(card).findByText('So glad it rose!')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Edit reply' })).toBeTruthy();
  });

  it('pages a long list with Load more reviews, and says so when the list cannot load', async () => {
    reviews = Array.from({ length: 13 }, (_, i) => review(100 - i, 'pending', { author: `Baker ${i}` }));
    renderRoutes([{ path: '/', element: <ReviewsTab /> }], '/');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13));
    expect(calls.some((c) => c.url.includes('cursor=p2'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
  });

  it('says the list failed to load, with a retry', async () => {
    stubApi({ current: () => json(500, { message: 'Internal error' }) });
    renderRoutes([{ path: '/', element: <ReviewsTab /> }], '/');
    expect(await screen.findByText('Failed to load reviews. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
