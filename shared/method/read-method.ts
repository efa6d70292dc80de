/**
 * Reads a recipe's method (docs/decisions/034-the-method-follows-the-amounts.md): its pans from the pan
 * field, else from the first step that names a pan with a size; the pieces, the rolled sheet and the
 * baking sheets from its steps; what the notes say a batch fills in muffin cups. Pure and cheap: the
 * page reads it once per recipe.
 */
import { parsePan } from '../bakers-tools/pans';
import { countOf, panPhrases, samePan } from './pan-phrases';
import type { MethodModel, WrittenPieces } from './types';

export interface MethodSource {
  title: string;
  servings: number;
  instructions: readonly string[];
  notes?: string;
  pan?: string;
}

const COUNT = String.raw`(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const GRID = 'squares|bars|fingers|slices|wedges';
const PORTION = 'rolls|buns|balls|rounds|pieces|portions|cookies|scones|biscuits|shortcakes|disks|discs';
/** 'cutting into 16 squares', 'Cut into 12 even rolls', 'divide it into 15 equal pieces', 'Roll into 18 balls'. */
export const RE_PIECES = new RegExp(
  String.raw`\binto[ \t]+${COUNT}[ \t]+((?:equal|even|evenly sized|smooth)[ \t]+)?(${GRID}|${PORTION}|loaves)\b`,
  'gi',
);
const RE_SHEET = /\binto an? (\d+)[ \t]*x[ \t]*(\d+)-inch rectangle\b/i;
const RE_TRAYS = /\b(a|an|one|two|three|four)[ \t]+((?:lined[ \t]+)?baking[ \t]+(?:sheet|tray)s?)\b/i;
const RE_CUPS_NOTE =
  /\bfor (cupcakes|muffins), (?:fill|divide the batter among) (\d+) (?:lined )?cups\b[^.]*?\bbake (?:for )?(\d+ to \d+ minutes)/i;

function piecesOf(instructions: readonly string[], panCount: number | null): WrittenPieces | null {
  for (const step of instructions) {
    for (const m of step.matchAll(RE_PIECES)) {
      const count = countOf(m[1]!);
      if (!(count >= 1)) continue;
      const noun = m[3]!.toLowerCase();
      // A dough divided into as many pieces as there are pans is one piece per pan: three loaves.
      if (panCount !== null && panCount > 1 && count === panCount && /pieces|loaves/.test(noun))
        return { count, noun: 'loaves', kind: 'pan' };
      if (/disks|discs/.test(noun)) continue;
      return { count, noun, kind: new RegExp(`^(?:${GRID})$`).test(noun) ? 'grid' : 'portion' };
    }
  }
  return null;
}

export function readMethod(recipe: MethodSource): MethodModel {
  const phrases = recipe.instructions.flatMap((step) => panPhrases(step));
  const fromField = recipe.pan ? parsePan(recipe.pan) : null;
  const pan = fromField ?? phrases[0]?.pan ?? null;
  const alternative = pan ? (phrases.find((p) => !samePan(p.pan, pan))?.pan ?? null) : null;
  const text = recipe.instructions.join(' ');
  const layered =
    pan !== null &&
    pan.count > 1 &&
    pan.shape !== 'loaf' &&
    pan.shape !== 'muffin' &&
    /\blayers?\b|\bfill and frost\b/i.test(text);
  const assembled = pan && /\bpie plate\b/i.test(text) && /\bdisks?\b/i.test(text) ? 'pie' : null;
  const pieces = piecesOf(recipe.instructions, pan && pan.shape !== 'muffin' ? pan.count : null);
  const sheet = RE_SHEET.exec(text);
  const trays = RE_TRAYS.exec(text);
  const cupsNote = RE_CUPS_NOTE.exec(recipe.notes ?? '');
  // A loaf shaped by hand and baked without a pan ('shape it into a tight round', a lidded pot).
  const single =
    !pan && /\bloaf\b/i.test(recipe.title) && /\bshape (?:it|the dough) into a\b/i.test(text) ? 'loaf' : null;
  return {
    pan,
    alternative,
    layers: layered ? pan!.count : 1,
    assembled,
    batter: pan !== null && !assembled && !/^(?:plate|dish)/i.test(phrases[0]?.noun ?? ''),
    dough: /\b(?:let (?:it |them |the dough )?rise|rise (?:for|until)|until doubled|knead)\b/i.test(text),
    single,
    pieces,
    sheet: sheet && pieces?.kind === 'portion' ? { width: Number(sheet[1]), length: Number(sheet[2]) } : null,
    trays: trays ? countOf(trays[1]!) : null,
    cups: {
      batter: /\bmuffins?\b/i.test(recipe.title) ? 'muffin' : 'cupcake',
      perBatch: cupsNote ? Number(cupsNote[2]) : null,
      bake: cupsNote ? cupsNote[3]! : null,
    },
    servings: recipe.servings,
  };
}
