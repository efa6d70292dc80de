import { describe, expect, it } from 'vitest';
import { planStages, scheduleFrom } from './bake-schedule';
import { planIcs } from './bake-plan-ics';
import { classIcs, escapeText } from './ics';

describe('classIcs', () => {
  const ics = classIcs(
    {
      uid: 'order-7-class-3@bakery.example',
      title: 'Beginner Bread; Your First Loaf, Part 1',
      start: '2027-01-16T15:00:00.000Z',
      location: 'Sift & Story Studio, 18 Orchard Lane, Willow Creek',
      description: 'Bring an apron.\nAnd a jar.',
      timeZone: 'America/New_York',
    },
    new Date('2026-11-27T10:00:00Z'),
  );
  const lines = ics.split('\r\n');

  it('is one VEVENT in a VCALENDAR, in UTC, two hours by default', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:order-7-class-3@bakery.example');
    expect(lines).toContain('DTSTAMP:20261127T100000Z');
    expect(lines).toContain('DTSTART:20270116T150000Z');
    expect(lines).toContain('DTEND:20270116T170000Z');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(ics.endsWith('\r\n')).toBe(true);
  });

  it('escapes text and folds long lines at 75 octets', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Beginner Bread\\; Your First Loaf\\, Part 1');
    expect(unfolded).toContain('LOCATION:Sift & Story Studio\\, 18 Orchard Lane\\, Willow Creek');
    expect(unfolded).toContain('DESCRIPTION:Bring an apron.\\nAnd a jar.');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe('planIcs: a bake plan for the calendar', () => {
  const stages = planStages({
    prepTime: '10 minutes',
    instructions: ['Mix the dough.', 'Cover and refrigerate overnight, 8 hours.', 'Bake for 30 minutes.'],
  });
  const ics = planIcs(
    {
      recipeId: 4,
      title: 'Overnight Rolls',
      url: 'https://sift.example/recipes/overnight-rolls',
      steps: ['Mix the dough.', 'Cover and refrigerate overnight, 8 hours.', 'Bake for 30 minutes.'],
      schedule: scheduleFrom(stages, Date.parse('2026-03-08T03:20:00Z')),
    },
    new Date('2026-03-07T18:00:00Z'),
  );
  const unfolded = ics.replace(/\r\n /g, '').split('\r\n');

  it('has one event per stage, in UTC, each with a reminder as it starts', () => {
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(unfolded.filter((l) => l.startsWith('SUMMARY:'))).toEqual([
      'SUMMARY:Mix: Overnight Rolls',
      'SUMMARY:Chill: Overnight Rolls',
      'SUMMARY:Bake: Overnight Rolls',
    ]);
    // 8 real hours across the spring-forward night.
    expect(unfolded).toContain('DTSTART:20260308T033000Z');
    expect(unfolded).toContain('DTEND:20260308T113000Z');
    expect(unfolded.filter((l) => l === 'TRIGGER:PT0S')).toHaveLength(3);
    expect(unfolded).toContain(
      'DESCRIPTION:Step 2: Cover and refrigerate overnight\\, 8 hours.\\n\\nhttps://sift.example/recipes/overnight-rolls',
    );
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe('calendar text: what a buyer or a recipe writes never breaks out of its property', () => {
  const hostile = 'Bread\rDTSTART:19700101T000000Z\nBEGIN:VALARM\r\nEND:VEVENT,one;two\\three\u0000\u0007\u001b';
  const ics = classIcs(
    {
      uid: 'order-1-class-2@bakery.example',
      title: hostile,
      start: '2027-01-16T15:00:00.000Z',
      location: hostile,
      description: hostile,
      timeZone: 'America/New_York',
    },
    new Date('2026-11-27T10:00:00Z'),
  );

  it('ends every line with CRLF and has no CR or LF, nor any other control character, inside a line', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    for (const line of ics.slice(0, -2).split('\r\n')) expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
  });

  it('keeps one VEVENT with one DTSTART, and the text itself, escaped', () => {
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('DTSTART'))).toEqual(['DTSTART:20270116T150000Z']);
    expect(lines.some((l) => l.startsWith('BEGIN:VALARM'))).toBe(false);
    const escaped = 'Bread\\nDTSTART:19700101T000000Z\\nBEGIN:VALARM\\nEND:VEVENT\\,one\\;two\\\\three';
    for (const name of ['SUMMARY', 'LOCATION', 'DESCRIPTION']) expect(lines).toContain(`${name}:${escaped}`);
  });

  it.each([
    ['a\rb', 'a\\nb'],
    ['a\nb', 'a\\nb'],
    ['a\r\nb', 'a\\nb'],
    ['a\n\rb', 'a\\n\\nb'],
    ['1, 2; 3', '1\\, 2\\; 3'],
    ['C:\\path', 'C:\\\\path'],
    ['tab\tkept', 'tab\tkept'],
  ])('escapes %j as %j', (text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });
});
