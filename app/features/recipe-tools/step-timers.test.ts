import { describe, expect, it } from 'vitest';
import { findStepTimers, formatCountdown, timerLabel } from './step-timers';

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
      { phrase: '25 to 30 minutes', options: [{ seconds: 1500, label: '25 min' }, { seconds: 1800, label: '30 min' }] },
    ]);
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
