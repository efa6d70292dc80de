// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe } from '../../data/recipe-fixture';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

const recipe = makeRecipe(3, { title: 'Honey Oat Loaf', slug: 'honey-oat-loaf' });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const own = {
  id: 9,
  rating: 4,
  text: 'Good',
  photo: null,
  author: 'Ada',
  submittedAt: '2026-12-01T10:00:00.000Z',
  reply: null,
  status: 'pending',
};

let posted: unknown[] = [];
let mine: unknown = null;
let online = true;
beforeEach(() => {
  localStorage.clear();
  posted = [];
  mine = null;
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (!online) throw new TypeError('Failed to fetch');
    if (url === '/api/recipes/honey-oat-loaf/reviews/mine') return json(200, { review: mine });
    if (url === '/api/recipes/honey-oat-loaf/reviews' && init.method === 'POST') {
      const body = JSON.parse(init.body as string) as { rating: number; text: string };
      posted.push(body);
      return json(201, { ...own, rating: body.rating, text: body.text });
    }
    return json(404, { message: 'Not found' });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the review form', () => {
  it('asks for a rating first, then posts and thanks the baker, showing her review as waiting', async () => {
    render(<ReviewForm recipe={recipe} userId={1} startOpen={false} />);
    const form = await screen.findByRole('form', { name: 'Rate this recipe' });
    fireEvent.change(within(form).getByLabelText('Your review (optional)'), { target: { value: 'Lovely crumb' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: '1 star' }));
    expect(posted).toEqual([]);

    fireEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thanks! Your review will appear once the baker has read it.')).toBeTruthy();
    expect(posted).toEqual([{ rating: 5, text: 'Lovely crumb', photo: null }]);
    expect(screen.getByTestId('own-review-status').textContent).toMatch(/^Waiting for the baker/);
    expect(localStorage.getItem('review-draft:honey-oat-loaf')).toBeNull();
  });

  it('offline, says posting needs a connection and keeps what was typed, a reload included', async () => {
    render(<ReviewForm recipe={recipe} userId={1} startOpen={false} />);
    const form = await screen.findByRole('form', { name: 'Rate this recipe' });
    online = false;
    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(form).getByLabelText('Your review (optional)'), { target: { value: 'Baked offline' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/^Posting a review needs a connection/);
    expect(posted).toEqual([]);
    cleanup();
    online = true;
    render(<ReviewForm recipe={recipe} userId={1} startOpen={false} />);
    const again = await screen.findByRole('form', { name: 'Rate this recipe' });
    expect((within(again).getByLabelText('Your review (optional)') as HTMLTextAreaElement).value).toBe('Baked offline');
    expect((within(again).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses control characters before sending, naming them', async () => {
    render(<ReviewForm recipe={recipe} userId={1} startOpen={false} />);
    const form = await screen.findByRole('form', { name: 'Rate this recipe' });
    fireEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
    fireEvent.change(within(form).getByLabelText('Your review (optional)'), { target: { value: 'Bell\u0007' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText(/contains characters that cannot be shown/)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows her existing review with its state, and edits it in the same form', async () => {
    mine = { ...own, status: 'rejected' };
    render(<ReviewForm recipe={recipe} userId={1} startOpen={false} />);
    expect((await screen.findByTestId('own-review-status')).textContent).toBe('The baker did not publish this review.');
    fireEvent.click(screen.getByRole('button', { name: 'Edit your review' }));
    const form = screen.getByRole('form', { name: 'Rate this recipe' });
    expect((within(form).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Your review (optional)') as HTMLTextAreaElement).value).toBe('Good');
  });
});

describe('a review as shown', () => {
  it('is text: HTML and addresses are words, line breaks kept, the reply under it', () => {
    render(
      <ReviewItem
        review={{
          ...own,
          author: '<img src=x onerror=alert(1)>',
          text: 'Line one\n<b>bold?</b> https://spam.example',
          reply: { text: 'Thank you!', at: '2026-12-02T00:00:00.000Z' },
        }}
      />,
    );
    const article = screen.getByRole('article', { name: '<img src=x onerror=alert(1)>' });
    expect(article.querySelector('b, a, img[src="x"]')).toBeNull();
    expect(within(article).getByText(/<b>bold\?<\/b> https:\/\/spam.example/)).toBeTruthy();
    expect(within(article).getByText('Rated 4 out of 5')).toBeTruthy();
    expect(within(article).getByText('Reply from the baker')).toBeTruthy();
    expect(within(article).getByText('Dec 1, 2026')).toBeTruthy();
  });
});
