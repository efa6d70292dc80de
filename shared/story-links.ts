/**
 * Story text -> segments (docs/architecture.md#security). Only `[text](/recipes/slug)` and `[text](/recipe/slug)`
 * become links; any other target (javascript:, https://...) stays plain text. Mentions of
 * 'Vanilla Buttercream' outside a link point to its recipe (docs/product.md#recipes).
 */
export type StorySegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string };

// The target may hold one level of parentheses (`javascript:alert(1)`), so the whole of it is
// taken as the target and dropped, not cut at its first ')'.
const LINK = /\[([^\]\n]{1,200})\]\(((?:[^()\s]|\([^()\s]{0,300}\)){1,300})\)/g;
const SAFE_TARGET = /^\/recipes?\/[a-z0-9][a-z0-9-]*$/;
const AUTO_LINKS: { phrase: RegExp; to: string }[] = [
  { phrase: /Vanilla Buttercream/gi, to: '/recipe/vanilla-buttercream' },
];

export function parseStory(story: string): StorySegment[] {
  const segments: StorySegment[] = [];
  let last = 0;
  for (const match of story.matchAll(LINK)) {
    const [whole, text, target] = match;
    pushText(segments, story.slice(last, match.index));
    if (SAFE_TARGET.test(target!)) segments.push({ kind: 'link', text: text!, to: target! });
    else pushText(segments, text!);
    last = match.index + whole.length;
  }
  pushText(segments, story.slice(last));
  return segments;
}

function pushText(segments: StorySegment[], text: string) {
  if (!text) return;
  for (const { phrase, to } of AUTO_LINKS) {
    let last = 0;
    for (const match of text.matchAll(phrase)) {
      if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
      segments.push({ kind: 'link', text: match[0], to });
      last = match.index + match[0].length;
    }
    if (last > 0) {
      if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
      return;
    }
  }
  segments.push({ kind: 'text', text });
}

/** Paragraphs are separated by a blank line (docs/product.md#recipes, notes). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
