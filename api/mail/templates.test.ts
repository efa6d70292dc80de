import { describe, expect, it } from 'vitest';
import { emailChangedMessage, orderConfirmation, passwordResetMessage, registrationOpenMessage } from './templates';

const workshop = {
  id: 4,
  kind: 'workshop' as const,
  title: 'Pie Day\r\nBcc: everyone@example.com',
  description: '',
  date: '2027-06-12T14:00:00.000Z',
  timeZone: 'America/New_York',
  location: 'Grange Hall\nSecond line',
  price: null,
  imageUrl: null,
  spotsAvailable: 0,
};

describe('e-mail templates', () => {
  it('put a name stored before the one-line rule on one line: it cannot add lines to the message', () => {
    const order = orderConfirmation({
      to: 'jo@example.com',
      name: 'Jo\n\nYour order was cancelled. Call 555-0100 to pay again.\u202e',
      orderId: 7,
      totalAmount: 0,
      items: [],
      siteUrl: 'https://bakery.example',
    });
    expect(order.text.split('\n')[0]).toBe('Hello Jo Your order was cancelled. Call 555-0100 to pay again.,');
    expect(order.html).toContain('<p>Hello Jo Your order was cancelled. Call 555-0100 to pay again.,</p>');
    const reset = passwordResetMessage({ to: 'jo@example.com', name: 'jo\r\nx', url: 'https://b.example/r' });
    expect(reset.text.split('\n')[0]).toBe('Hello jo x,');
  });

  it("a workshop's title and place on one line, in the subject too", () => {
    const notice = registrationOpenMessage({
      to: 'jo@example.com',
      workshop,
      shopUrl: 'https://b.example/workshops',
      unsubscribeUrl: 'https://b.example/notices/unsubscribe?token=t',
      oneClickUrl: 'https://b.example/api/shop/unsubscribe?token=t',
    });
    expect(notice.subject).toBe('Registration is open: Pie Day Bcc: everyone@example.com');
    expect(notice.text).toContain('- Where: Grange Hall Second line\n');
    expect(notice.headers).toEqual({
      'List-Unsubscribe': '<https://b.example/api/shop/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(notice.text).toContain('Unsubscribe: https://b.example/notices/unsubscribe?token=t');
  });

  it('the notice of a changed e-mail goes to the old address and names the new one', () => {
    const changed = emailChangedMessage({
      to: 'old@example.com',
      name: 'Maple Syrup',
      newEmail: 'new@example.com',
      siteUrl: 'https://b.example',
    });
    expect(changed.to).toBe('old@example.com');
    expect(changed.subject).toBe('The e-mail of your Sift & Story account was changed');
    expect(changed.text).toContain('changed from old@example.com to new@example.com');
    expect(changed.text).toContain('If you did not, reply to this e-mail at once');
    const removed = emailChangedMessage({ to: 'old@example.com', name: 'Maple Syrup', newEmail: null, siteUrl: 'x' });
    expect(removed.text).toContain('The e-mail address old@example.com was removed from your Sift & Story account.');
  });
});
