import { describe, expect, it } from 'vitest';
import { planStages, scheduleFrom } from './bake-schedule';
import { planIcs } from './bake-plan-ics';
import { classIcs } from './ics';

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
