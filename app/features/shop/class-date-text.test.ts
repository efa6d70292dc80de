import { describe, expect, it } from 'vitest';
import { classDateKey, formatClassDate } from '../../../shared/dates';
import { classDateText } from './shop-data';

const workshop = { date: '2027-01-16T15:00:00.000Z', timeZone: 'America/New_York' };

describe("a class's start on the Shop's cards", () => {
  it("uses the words the page's data carries for it", () => {
    const given = { [classDateKey(workshop.date, workshop.timeZone)]: 'Sat, Jan 16, 2027, 10:00 AM EST' };
    expect(classDateText(workshop, given)).toBe('Sat, Jan 16, 2027, 10:00 AM EST');
  });

  it('formats it in the bakery zone when the page carried none for it', () => {
    expect(classDateText(workshop)).toBe(formatClassDate(workshop.date, workshop.timeZone));
    expect(classDateText(workshop, { other: 'x' })).toBe('Sat, Jan 16, 2027, 10:00 AM EST');
  });
});
