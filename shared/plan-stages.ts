import { parseMinutes } from './durations';
import { stepDurations, type StepSpan } from './step-times';

/**
 * The stages of 'Ready at' (docs/product.md#recipe-tools): a bake planned back from when it should be ready.
 * The steps are read as the timers read them (shared/step-times.ts) and sorted as the total time
 * sorts them: rises, chills, rests and cooling are waits, baking is the oven's time, the rest is
 * hands-on work. A range is planned at its shorter end, the time to check, as the total time
 * counts it. Hands-on steps that state no time share what the recipe's prep time leaves, at
 * least 5 minutes each, and are marked as estimates.
 *
 * The stages alone, without clocks: the total time (shared/total-time.ts) is their length, and a
 * recipe card reads it without the scheduling and time-zone code of shared/bake-schedule.ts.
 */
export type StageKind = 'hands-on' | 'wait' | 'bake';

export interface PlanStage {
  kind: StageKind;
  /** 'mix', 'first rise', 'shape', 'bake', 'cool', 'finish'. */
  label: string;
  /** The steps it covers, numbered from 1 as cook mode numbers them. */
  steps: number[];
  seconds: number;
  /** No step states this length: it is an estimate. */
  estimated: boolean;
}

const WAITS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:rise|rises|rising|risen|prove|proves|proving|proof|proofing)\b/gi, 'rise'],
  [/\b(?:chill|chills|chilling|chilled|refrigerate|refrigerated|fridge)\b/gi, 'chill'],
  [/\b(?:freeze|frozen)\b/gi, 'freeze'],
  [/\b(?:cool|cools|cooling|cooled)\b/gi, 'cool'],
  [/\b(?:rest|rests|resting|stand|sit|soak|set|steep|infuse|leave)\b/gi, 'rest'],
];
const BAKES: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:bake|bakes|baking|roast|broil|oven)\b/gi, 'bake'],
  [/\b(?:cook|simmer|boil|fry|poach|griddle)\b/gi, 'cook'],
];
const HANDS_ON = /\b(?:knead|mix|beat|whisk|stir|fold|cream|blend|whip|process|pulse|melt)\b/gi;
const MIX = /\b(?:whisk|mix|stir|combine|beat|cream|knead|blend|whip|melt|sift)\b/i;
const SHAPE =
  /\b(?:shape|divide|roll|cut|form|pipe|press|fill|arrange|assemble|scoop|spread|pour|grease|butter|line)\b/i;

/** Another option, not a further time ('knead 10 minutes or with the hook for 6'). */
const ALTERNATIVE = /\bor\b/i;
/** A point inside a time already counted ('tent with foil after 45 minutes'), or a limit ('up to 3 days'). */
const NOT_A_SPAN = /\b(?:up to|after|within|every)\s*$/i;
/** 'Do three sets in all over about 1 1/2 hours': this time is the whole of what came before it. */
const WHOLE = /\b(?:in all|altogether|over|total(?: of)?)\s*(?:about\s*)?$/i;
const OVERNIGHT_SECONDS = 8 * 3600;

interface Segment {
  kind: StageKind;
  word: string;
  seconds: number;
  estimated: boolean;
}

/** The nearest kind-word before `at` in `text`: what the time there is for. */
function kindBefore(text: string, at: number): { kind: StageKind; word: string } | null {
  let best: { kind: StageKind; word: string; index: number } | null = null;
  const consider = (re: RegExp, kind: StageKind, word: (m: RegExpMatchArray) => string) => {
    for (const m of text.slice(0, at).matchAll(re))
      if (!best || m.index >= best.index) best = { kind, word: word(m), index: m.index };
  };
  for (const [re, word] of WAITS) consider(re, 'wait', () => word);
  for (const [re, word] of BAKES) consider(re, 'bake', () => word);
  consider(HANDS_ON, 'hands-on', (m) => m[0].toLowerCase());
  return best;
}

/**
 * Sentences that each begin 'For a pourable glaze, ...', 'For whipped ganache, ...' are ways to finish,
 * not stages one after another: the first is the recipe's own and the one planned (docs/decisions/023).
 */
const RE_CHOICE = /^\s*for\s+(?:an?\s+|the\s+)?[\w -]{2,40},/i;

function withoutOtherChoices(sentences: readonly string[]): string[] {
  if (sentences.filter((s) => RE_CHOICE.test(s)).length < 2) return [...sentences];
  let first = true;
  return sentences.filter((s) => {
    if (!RE_CHOICE.test(s)) return true;
    const keep = first;
    first = false;
    return keep;
  });
}

/** What a step's stated times are for, in order, consecutive ones of a kind joined. */
function stepSegments(step: string): Segment[] {
  const segments: Segment[] = [];
  for (const sentence of withoutOtherChoices(step.match(/[^.;!?]+[.;!?]*/g) ?? [])) {
    let previousEnd = 0;
    for (const span of stepDurations(sentence)) {
      const between = sentence.slice(previousEnd, span.start);
      if (previousEnd > 0 && ALTERNATIVE.test(between)) continue;
      if (NOT_A_SPAN.test(sentence.slice(0, span.start))) continue;
      previousEnd = span.end;
      // No word for it in the sentence ('Do three sets in all over about 1 1/2 hours'): more of the same.
      const found = kindBefore(sentence, span.start) ??
        kindBefore(sentence, sentence.length) ??
        segments.at(-1) ?? { kind: 'hands-on' as const, word: '' };
      add(segments, { ...found, seconds: shorter(span), estimated: false }, WHOLE.test(sentence.slice(0, span.start)));
    }
  }
  if (!segments.length && /\bovernight\b/i.test(step)) {
    const found = kindBefore(step, step.length);
    add(
      segments,
      {
        kind: 'wait',
        word: found?.kind === 'wait' ? found.word : 'rest',
        seconds: OVERNIGHT_SECONDS,
        estimated: false,
      },
      false,
    );
  }
  return segments;
}

const shorter = (span: StepSpan) => span.seconds[0]!;

function add(segments: Segment[], next: Segment, whole: boolean) {
  const last = segments.at(-1);
  if (last && last.kind === next.kind) {
    last.seconds = whole ? Math.max(next.seconds, last.seconds) : last.seconds + next.seconds;
  } else segments.push(next);
}

const MINUTE = 60;
/** A '**Heading**' line, as shared/combo.ts's isBoldHeading reads it. */
const RE_SECTION_HEADING = /^\*\*[^*].*\*\*$/;
const RE_MEANWHILE = /^\s*(?:while|meanwhile)\b/i;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** The recipe's steps as a plan's stages, without clock times. */
export function planStages(recipe: { instructions: readonly string[]; prepTime: string }): PlanStage[] {
  // A Favorite Combo's '**Raspberry Filling**' lines head its parts' steps; they are no step to time.
  const steps = recipe.instructions.filter((line) => !RE_SECTION_HEADING.test(line.trim()));
  const segments = steps.map(stepSegments);
  const untimed = segments.filter((s) => s.length === 0).length;
  const stated = segments.flat().reduce((sum, s) => sum + (s.kind === 'hands-on' ? s.seconds : 0), 0);
  const prep = parseMinutes(recipe.prepTime);
  const share = prep === null || !untimed ? 5 * MINUTE : (prep * MINUTE - stated) / untimed;
  const estimate = Math.min(20 * MINUTE, Math.max(5 * MINUTE, Math.round(share / (5 * MINUTE)) * 5 * MINUTE));

  const stages: PlanStage[] = [];
  segments.forEach((found, i) => {
    // 'While the crust bakes, whisk the filling': done during the stage before, it adds no time (the longest path counts).
    const last = stages.at(-1);
    if (last && last.kind !== 'hands-on' && RE_MEANWHILE.test(steps[i]!) && found.every((s) => s.kind === 'hands-on')) {
      last.steps.push(i + 1);
      return;
    }
    const own = found.length ? found : [{ kind: 'hands-on' as const, word: '', seconds: estimate, estimated: true }];
    for (const segment of own) {
      const last = stages.at(-1);
      if (segment.kind === 'hands-on' && last?.kind === 'hands-on') {
        last.seconds += segment.seconds;
        last.estimated ||= segment.estimated;
        if (!last.steps.includes(i + 1)) last.steps.push(i + 1);
      } else {
        stages.push({
          kind: segment.kind,
          label: segment.word,
          steps: [i + 1],
          seconds: segment.seconds,
          estimated: segment.estimated,
        });
      }
    }
  });
  return labelled(stages, steps);
}

function labelled(stages: PlanStage[], steps: readonly string[]): PlanStage[] {
  const rises = stages.filter((s) => s.label === 'rise').length;
  const lastBake = stages.findLastIndex((s) => s.kind === 'bake');
  let rise = 0;
  return stages.map((stage, i) => {
    if (stage.kind === 'wait' && stage.label === 'rise' && rises > 1)
      return { ...stage, label: `${ORDINALS[rise++] ?? 'next'} rise` };
    if (stage.kind !== 'hands-on') return stage;
    if (lastBake >= 0 && i > lastBake) return { ...stage, label: 'finish' };
    const text = stage.steps.map((n) => steps[n - 1]).join(' ');
    return { ...stage, label: MIX.test(text) ? 'mix' : SHAPE.test(text) ? 'shape' : 'prepare' };
  });
}

/** Whether a plan is worth offering: something waits or bakes for a stated time. */
export const worthPlanning = (stages: readonly PlanStage[]) => stages.some((s) => s.kind !== 'hands-on');

export const planSeconds = (stages: readonly PlanStage[]) => stages.reduce((sum, s) => sum + s.seconds, 0);
