import { describe, expect, it } from 'vitest';
import { classDateKey, classDates, formatClassDate, isTimeZone } from './dates';

describe('formatClassDate', () => {
  it('writes a class in the bakery zone with the zone named, whatever the reader`s own zone', () => {
    expect(formatClassDate('2027-01-16T15:00:00.000Z', 'America/New_York')).toBe('Sat, Jan 16, 2027, 10:00 AM EST');
    expect(formatClassDate('2027-06-12T14:00:00.000Z', 'America/New_York')).toBe('Sat, Jun 12, 2027, 10:00 AM EDT');
    expect(formatClassDate('2027-01-16T15:00:00.000Z', 'America/Los_Angeles')).toBe('Sat, Jan 16, 2027, 7:00 AM PST');
    expect(formatClassDate('2027-01-16T15:00:00.000Z', 'UTC')).toBe('Sat, Jan 16, 2027, 3:00 PM UTC');
  });

  it('gives back what it cannot read', () => {
    expect(formatClassDate('soon', 'America/New_York')).toBe('soon');
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('classDates', () => {
  it('says each class start as formatClassDate does, by its key', () => {
    const classes = [
      { date: '2027-01-16T15:00:00.000Z', timeZone: 'America/New_York' },
      { date: '2027-07-03T09:30:00.000Z', timeZone: 'Europe/London' },
    ];
    expect(classDates(classes)).toEqual({
      [classDateKey(classes[0]!.date, classes[0]!.timeZone)]: 'Sat, Jan 16, 2027, 10:00 AM EST',
      [classDateKey(classes[1]!.date, classes[1]!.timeZone)]: 'Sat, Jul 3, 2027, 10:30 AM GMT+1',
    });
  });
});
