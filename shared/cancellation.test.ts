import { describe, expect, it } from 'vitest';
import { refundFor } from './cancellation';
import type { OrderItem } from './schemas/checkout';

const at = '2027-01-16T15:00:00.000Z';
const line = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  type: 'class',
  id: 1,
  title: 'Beginner Bread',
  price: 6500,
  quantity: 2,
  date: at,
  location: 'Studio',
  timeZone: 'America/New_York',
  ...overrides,
});
const hoursBefore = (h: number) => new Date(new Date(at).getTime() - h * 3_600_000);

describe('refundFor (the cancellation policy)', () => {
  it.each([
    [100, 'full', 13000],
    [72, 'full', 13000],
    [71.9, 'credit', 13000],
    [24, 'credit', 13000],
    [23.9, 'none', 0],
    [-5, 'none', 0],
  ] as const)('%s hours before the class: %s', (hours, kind, amount) => {
    expect(refundFor([line()], hoursBefore(hours))).toEqual({ refund: { kind, amount }, hoursBeforeClass: hours });
  });

  it('judges an order with several classes by the soonest', () => {
    const later = line({ id: 2, price: 5000, quantity: 1, date: '2027-03-16T15:00:00.000Z' });
    expect(refundFor([line(), later], hoursBefore(30)).refund).toEqual({ kind: 'credit', amount: 18000 });
  });

  it('gives nothing for digital products and everything for a class the bakery took off the schedule', () => {
    expect(refundFor([line({ type: 'video', date: null })], hoursBefore(100))).toEqual({
      refund: { kind: 'none', amount: 0 },
      hoursBeforeClass: null,
    });
    expect(refundFor([line({ date: null })], hoursBefore(1))).toEqual({
      refund: { kind: 'full', amount: 13000 },
      hoursBeforeClass: null,
    });
  });
});
