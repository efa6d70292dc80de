/**
 * What a baker typed in a review, kept in this browser until it is posted
 * (docs/product.md#reviews): offline, or a failed post, loses nothing, a reload included.
 */
export interface ReviewDraft {
  rating: number | null;
  text: string;
}

const key = (slug: string) => `review-draft:${slug}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: the draft lasts as long as the page
  }
}

export function readDraft(slug: string): ReviewDraft | undefined {
  try {
    const value = JSON.parse(storage()?.getItem(key(slug)) ?? 'null') as Partial<ReviewDraft> | null;
    if (!value || typeof value !== 'object') return undefined;
    const rating = Number.isInteger(value.rating) && value.rating! >= 1 && value.rating! <= 5 ? value.rating! : null;
    return { rating, text: typeof value.text === 'string' ? value.text : '' };
  } catch {
    return undefined;
  }
}

export function saveDraft(slug: string, draft: ReviewDraft): void {
  try {
    if (draft.rating === null && !draft.text) storage()?.removeItem(key(slug));
    else storage()?.setItem(key(slug), JSON.stringify(draft));
  } catch {
    // a full or blocked storage: the page still holds it
  }
}

export function clearDraft(slug: string): void {
  try {
    storage()?.removeItem(key(slug));
  } catch {
    // nothing kept
  }
}
