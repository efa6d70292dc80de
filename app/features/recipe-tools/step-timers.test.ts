import { describe, expect, it } from 'vitest';
import { endedAgo, findStepTimers, formatCountdown, offerTimers, timerLabel, timerName } from './step-timers';

const offered = (step: string) => findStepTimers(step).map((c) => c.options.map((o) => o.label));

describe('timers found in a step', () => {
  it.each([
    ['Bake 25 to 30 minutes, until golden.', [['25 min', '30 min']]],
    ['Bake at 350°F (175°C) for 28 to 32 minutes.', [['28 min', '32 min']]],
    ['Let it rise for 1 hour 15 minutes.', [['1 hr 15 min']]],
    ['Let it rise for 1 hour and 15 minutes.', [['1 hr 15 min']]],
    ['Simmer for 10 minutes.', [['10 min']]],
    ['Beat for 3–4 mins.', [['3 min', '4 min']]],
    ['Chill for 1 1/2 hours.', [['1 hr 30 min']]],
    ['Rest for an hour.', [['1 hr']]],
    ['Whisk for 30 seconds.', [['30 sec']]],
    ['Rise 40-50 minutes, then bake for 35 minutes.', [['40 min', '50 min'], ['35 min']]],
    ['Knead for 8 to 10 minutes, then rest for 1 hour.', [['8 min', '10 min'], ['1 hr']]],
  ])('%s', (step, expected) => {
    expect(offered(step)).toEqual(expected);
  });

  it('ignores temperatures, sizes and steps without times', () => {
    expect(findStepTimers('Heat the oven to 350°F (175°C). Grease two 8-inch pans.')).toEqual([]);
    expect(findStepTimers('Fold in the flour.')).toEqual([]);
  });

  it('gives each timer its length in seconds and the phrase it came from', () => {
    expect(findStepTimers('Bake 25 to 30 minutes.')).toEqual([
      {
        phrase: '25 to 30 minutes',
        options: [
          { seconds: 1500, label: '25 min' },
          { seconds: 1800, label: '30 min' },
        ],
      },
    ]);
  });
});

describe('offerTimers: the timer a step needs first, the others one tap away', () => {
  it('offers a range at its start, says its end, and keeps an alternative under More timers', () => {
    const offer = offerTimers(
      findStepTimers('Bake for 6 to 8 minutes, or 1 to 1 1/2 hours for one large pan, until set.'),
    );
    expect(offer).toEqual({
      main: { seconds: 360, label: '6 min' },
      upTo: '8 min',
      more: [
        { seconds: 480, label: '8 min' },
        { seconds: 3600, label: '1 hr' },
        { seconds: 5400, label: '1 hr 30 min' },
      ],
    });
  });

  it('offers a single time alone, and nothing for a step without one', () => {
    expect(offerTimers(findStepTimers('Bake for 25 minutes.'))).toEqual({
      main: { seconds: 1500, label: '25 min' },
      upTo: null,
      more: [],
    });
    expect(offerTimers(findStepTimers('Fold in the flour.'))).toBeNull();
  });
});

describe('timer text', () => {
  it('labels lengths the short way', () => {
    expect(timerLabel(90)).toBe('1 min 30 sec');
    expect(timerLabel(3600)).toBe('1 hr');
  });

  it('counts down in minutes and seconds, with hours when needed', () => {
    expect(formatCountdown(25 * 60 * 1000)).toBe('25:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('timerName: a running timer against the recipe as it is now', () => {
  const steps = [
    'Cream the butter and sugar.',
    'Bake for 25 minutes, until golden.',
    'Cool for 10 minutes in the pan.',
  ];
  const baking = { label: 'Step 2: 25 min', durationMs: 25 * 60_000, step: 'Bake for 25 minutes, until golden.' };

  it('keeps the name it was started with while the recipe is unchanged', () => {
    expect(timerName(baking, steps)).toBe('Step 2: 25 min');
  });

  it('follows its step to the step’s new number when steps are removed or reordered', () => {
    expect(timerName(baking, steps.slice(1))).toBe('Step 1: 25 min');
    expect(timerName(baking, [steps[2]!, steps[0]!, 'Dust with sugar.', steps[1]!])).toBe('Step 4: 25 min');
  });

  it('names a step the recipe no longer has by its own words, not by a number that now means another step', () => {
    expect(timerName(baking, [steps[0]!, steps[2]!])).toBe('“Bake for 25 minutes, until golden”: 25 min');
    const long = {
      label: 'Step 1: 1 hr',
      durationMs: 3_600_000,
      step: 'Let the dough rise somewhere warm until doubled, about 1 hour.',
    };
    expect(timerName(long, ['Shape the dough.'])).toBe('“Let the dough rise somewhere warm…”: 1 hr');
  });

  it('keeps its name when the recipe is not on the device, and for a timer started before steps were kept', () => {
    expect(timerName(baking, undefined)).toBe('Step 2: 25 min');
    expect(timerName({ label: 'Step 2: 25 min', durationMs: 25 * 60_000 }, ['Something else.'])).toBe('Step 2: 25 min');
  });
});

describe('how long ago a timer ended', () => {
  it('says nothing under a minute, then minutes and hours', () => {
    expect(endedAgo(59_000)).toBeNull();
    expect(endedAgo(60_000)).toBe('ended 1 minute ago');
    expect(endedAgo(4 * 60_000 + 30_000)).toBe('ended 4 minutes ago');
    expect(endedAgo(60 * 60_000)).toBe('ended 1 hour ago');
    expect(endedAgo(125 * 60_000)).toBe('ended 2 hours 5 minutes ago');
  });
});
