import { describe, expect, it } from 'vitest';
import {
  planStages,
  readyLine,
  scheduleBack,
  scheduleFrom,
  soonestReady,
  stageLine,
  worthPlanning,
} from './bake-schedule';
import { stepDurations } from './step-times';
import { clockTime, dayAt, dayName, daysAfter, zonedInstant } from './zoned-time';

const NY = 'America/New_York';
const HOUR = 3_600_000;
const lines = (schedule: ReturnType<typeof scheduleFrom>, zone = NY) => schedule.stages.map((s) => stageLine(s, zone));

const whiteBread = {
  prepTime: '20 minutes',
  instructions: [
    'In your largest bowl, whisk together the flour, yeast, sugar and salt.',
    'Add the warm water and soft butter and stir until a shaggy dough forms.',
    'Knead right in the bowl for 10 to 12 minutes, until the dough is smooth.',
    'Shape the dough into a ball, return it to the bowl, cover and let it rise in a warm spot for 1 hour, or until doubled.',
    'Butter three loaf pans. Divide the dough into three pieces, roll each up and set it in a pan.',
    'Cover and let rise for 40 to 50 minutes. Meanwhile heat the oven to 375°F (190°C).',
    'Bake at 375°F (190°C) for 30 to 35 minutes, until deep golden.',
    'Turn the loaves out onto a rack and let them cool for at least 1 hour before slicing.',
  ],
};

/** Mixed in the evening, chilled for 8 hours, baked in the morning. */
const overnight = {
  prepTime: '10 minutes',
  instructions: ['Mix the dough.', 'Cover and refrigerate overnight, 8 to 16 hours.', 'Bake for 30 minutes.'],
};

describe('the stages of a bake', () => {
  it('reads rises, the bake and cooling from the steps, and estimates the hands-on steps from the prep time', () => {
    const stages = planStages(whiteBread);
    expect(stages.map((s) => [s.label, s.steps, s.seconds / 60, s.estimated])).toEqual([
      ['mix', [1, 2, 3], 20, true],
      ['first rise', [4], 60, false],
      ['shape', [5], 5, true],
      ['second rise', [6], 40, false],
      ['bake', [7], 30, false],
      ['cool', [8], 60, false],
    ]);
    expect(worthPlanning(stages)).toBe(true);
  });

  it('plans a range at its shorter end, and reads a range across units as one time', () => {
    expect(stepDurations('Prove for 45 minutes to 1 hour, until puffy.').map((s) => s.seconds)).toEqual([[2700, 3600]]);
    const stages = planStages({ prepTime: '', instructions: ['Prove for 45 minutes to 1 hour, until puffy.'] });
    expect(stages.map((s) => [s.label, s.seconds / 60])).toEqual([['rise', 45]]);
  });

  it('does not add alternatives, limits, points inside a time, or a whole stated after its parts', () => {
    const stages = planStages({
      prepTime: '',
      instructions: [
        'Knead by hand for 10 minutes or with the dough hook for 6 to 7 minutes.',
        'Cover and rest 30 minutes, then repeat the folds. Do three sets in all over about 1 1/2 hours.',
        'Bake for 60 minutes. Tent with foil after 45 minutes if the top browns fast.',
        'Cool for 15 minutes. Keep wrapped for up to 3 days.',
      ],
    });
    expect(stages.map((s) => [s.kind, s.label, s.seconds / 60])).toEqual([
      ['hands-on', 'mix', 10],
      ['wait', 'rest', 90],
      ['bake', 'bake', 60],
      ['wait', 'cool', 15],
    ]);
  });

  it('counts an overnight chill that states no hours as 8 hours, and has nothing to plan in a recipe of hands-on steps', () => {
    expect(planStages({ prepTime: '', instructions: ['Chill the dough overnight.'] })[0]).toMatchObject({
      kind: 'wait',
      label: 'chill',
      seconds: 8 * 3600,
    });
    expect(worthPlanning(planStages({ prepTime: '5 minutes', instructions: ['Beat for 3 minutes.', 'Serve.'] }))).toBe(
      false,
    );
  });
});

describe('a schedule back from ready time', () => {
  const now = Date.parse('2026-06-12T16:00:00Z'); // Friday, noon in New York

  it('gives each stage its clock time, back from tomorrow 9:00 AM', () => {
    const schedule = scheduleBack(planStages(whiteBread), dayAt(now, 1, 9, 0, NY), now);
    expect(schedule.tooSoon).toBe(false);
    expect(lines(schedule)).toEqual([
      '5:25 AM mix (steps 1-3, about 20 min)',
      '5:45 AM first rise until 6:45 AM (step 4)',
      '6:45 AM shape (step 5, about 5 min)',
      '6:50 AM second rise until 7:30 AM (step 6)',
      '7:30 AM bake until 8:00 AM (step 7)',
      '8:00 AM cool until 9:00 AM (step 8)',
    ]);
    expect(readyLine(schedule, now, NY)).toBe('Ready tomorrow at 9:00 AM');
  });

  it('runs across midnight: a chill overnight starts the evening before', () => {
    const schedule = scheduleBack(planStages(overnight), dayAt(now, 1, 7, 0, NY), now);
    expect(lines(schedule)).toEqual([
      '10:20 PM mix (step 1, about 10 min)',
      '10:30 PM chill until 6:30 AM (step 2)',
      '6:30 AM bake until 7:00 AM (step 3)',
    ]);
    expect(dayName(schedule.startsAt, now, NY)).toBe('today');
    expect(dayName(schedule.readyAt, now, NY)).toBe('tomorrow');
  });

  it('keeps real hours across the spring-forward night (America/New_York, 2026-03-08)', () => {
    const before = Date.parse('2026-03-07T17:00:00Z');
    const readyAt = dayAt(before, 1, 9, 0, NY);
    expect(readyAt).toBe(Date.parse('2026-03-08T13:00:00Z'));
    const schedule = scheduleBack(planStages(overnight), readyAt, before);
    // 11:30 PM to 8:30 AM on the clock is 8 hours of chill: the clock skipped 2 to 3 AM.
    expect(lines(schedule)).toEqual([
      '11:20 PM mix (step 1, about 10 min)',
      '11:30 PM chill until 8:30 AM (step 2)',
      '8:30 AM bake until 9:00 AM (step 3)',
    ]);
    const chill = schedule.stages[1]!;
    expect(chill.endsAt - chill.startsAt).toBe(8 * HOUR);
  });

  it('keeps real hours across the fall-back night (America/New_York, 2026-11-01)', () => {
    const before = Date.parse('2026-10-31T17:00:00Z');
    const readyAt = dayAt(before, 1, 9, 0, NY);
    expect(readyAt).toBe(Date.parse('2026-11-01T14:00:00Z'));
    const schedule = scheduleBack(planStages(overnight), readyAt, before);
    // 1:30 AM to 8:30 AM on the clock is 8 hours: the clock went through 1 AM twice.
    expect(lines(schedule)).toEqual([
      '1:20 AM mix (step 1, about 10 min)',
      '1:30 AM chill until 8:30 AM (step 2)',
      '8:30 AM bake until 9:00 AM (step 3)',
    ]);
    expect(schedule.stages[1]!.endsAt - schedule.stages[1]!.startsAt).toBe(8 * HOUR);
    expect(dayName(schedule.startsAt, before, NY)).toBe('tomorrow');
  });

  it('starts now when the ready time is too soon, and says when it will be ready', () => {
    const at = Date.parse('2026-06-12T16:00:30Z'); // 12:00:30 PM
    const schedule = scheduleBack(planStages(whiteBread), dayAt(at, 0, 13, 0, NY), at);
    expect(schedule.tooSoon).toBe(true);
    expect(clockTime(schedule.startsAt, NY)).toBe('12:01 PM');
    expect(readyLine(schedule, at, NY)).toBe('Start now and it will be ready today at 3:36 PM');
    expect(lines(schedule)[0]).toBe('12:01 PM mix (steps 1-3, about 20 min)');
  });

  it('offers the soonest ready time on the next quarter hour', () => {
    const at = Date.parse('2026-06-12T16:07:00Z');
    expect(clockTime(soonestReady(planStages(whiteBread), at), NY)).toBe('3:45 PM');
  });

  it('reads the clock in the zone it is given', () => {
    const schedule = scheduleFrom(planStages(overnight), Date.parse('2026-06-12T20:00:00Z'));
    expect(lines(schedule, 'Europe/Paris')[0]).toBe('10:00 PM mix (step 1, about 10 min)');
    expect(lines(schedule, 'Asia/Tokyo')[2]).toBe('1:10 PM bake until 1:40 PM (step 3)');
  });
});

describe('wall-clock times', () => {
  it('takes a time the spring-forward night skips as the time after the jump', () => {
    expect(zonedInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, NY)).toBe(
      Date.parse('2026-03-08T07:30:00Z'),
    );
  });

  it('takes a time the fall-back night shows twice as the first of the two', () => {
    expect(zonedInstant({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, NY)).toBe(
      Date.parse('2026-11-01T05:30:00Z'),
    );
  });

  it('counts calendar days on the kitchen clock, not 24-hour spans', () => {
    // 11 PM and 1 AM in New York are two hours apart but on two days; a week ahead crosses the month.
    expect(daysAfter(Date.parse('2026-11-28T06:00:00Z'), Date.parse('2026-11-28T04:00:00Z'), NY)).toBe(1);
    expect(daysAfter(Date.parse('2026-12-03T17:00:00Z'), Date.parse('2026-11-27T17:00:00Z'), NY)).toBe(6);
    expect(daysAfter(Date.parse('2026-11-27T04:00:00Z'), Date.parse('2026-11-27T17:00:00Z'), NY)).toBe(-1);
  });

  it('finds tomorrow across a month and a year end', () => {
    expect(dayAt(Date.parse('2026-12-31T20:00:00Z'), 1, 8, 15, NY)).toBe(Date.parse('2027-01-01T13:15:00Z'));
  });
});
