// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ClassChangePage } from './class-change-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const zone = 'America/New_York';
const offer = (soonLeft: number) => ({
  name: 'Ada',
  orderId: 7,
  seats: 2,
  amount: 13000,
  cardLast4: '4242',
  cancelled: { id: 1, title: 'Beginner Bread', date: '2027-01-16T15:00:00.000Z', timeZone: zone, location: 'Studio' },
  chooseBy: '2026-12-13T12:00:00.000Z',
  dates: [
    {
      id: 5,
      title: 'Beginner Bread',
      date: '2027-02-13T15:00:00.000Z',
      timeZone: zone,
      location: 'Studio',
      spotsLeft: soonLeft,
    },
    {
      id: 6,
      title: 'Beginner Bread',
      date: '2027-03-13T15:00:00.000Z',
      timeZone: zone,
      location: 'Studio',
      spotsLeft: 1,
    },
  ],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/class-change', element: <ClassChangePage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('the page of a cancelled class', () => {
  it('reads the offer (a GET), shows each date and the refund; a date without room for the seats cannot be picked', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(200, offer(4)));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/class-change?token=abc.def');
    const soon = await screen.findByRole('radio', { name: /My 2 seats on Sat, Feb 13, 2027/ });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/class-change?token=abc.def');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('GET');
    expect((soon as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('radio', { name: /Mar 13, 2027/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('radio', { name: /A full refund of \$130\.00/ })).toBeTruthy();
    // Nothing picked: the button says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my choice' }));
    expect((await screen.findByText('Choose a date or a refund.')).getAttribute('role')).toBe('alert');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a date that filled up meanwhile: says so, reads the dates again, and the refund still works', async () => {
    const full = 'Sorry, Sat, Feb 13, 2027, 10:00 AM EST filled up meanwhile. Choose another date or a refund.';
    let reads = 0;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'GET') return json(200, offer(reads++ === 0 ? 4 : 0));
      const body = JSON.parse(String(init?.body)) as { choice: string };
      if (body.choice === 'move') return json(409, { message: full, code: 'CLASS_DATE_FULL' });
      return json(200, { state: 'refunded', message: 'Done: your full refund of $130.00 is on its way back.' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/class-change?token=abc.def');
    fireEvent.click(await screen.findByRole('radio', { name: /Feb 13, 2027/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my choice' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(full));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      token: 'abc.def',
      choice: 'move',
      classId: 5,
    });
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /Feb 13, 2027/ }) as HTMLInputElement).disabled).toBe(true),
    );
    fireEvent.click(screen.getByRole('radio', { name: /A full refund/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my choice' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Done: your full refund of $130.00 is on its way back.');
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it("a used or expired link says the server's words; no token says the link is incomplete", async () => {
    const used = 'This link has already been used: you chose a full refund of $130.00.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message: used })),
    );
    renderAt('/class-change?token=abc.def');
    expect((await screen.findByRole('alert')).textContent).toBe(used);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderAt('/class-change');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incomplete. Open the link from the e-mail again.',
    );
  });
});
