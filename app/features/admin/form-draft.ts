import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { ComboFormValues, RecipeFormValues } from '../../../shared/recipe-form';
import { draftKey } from './draft-key';

/**
 * Drafts of the admin forms, kept in this tab's sessionStorage under the form's route while
 * the admin types (docs/architecture.md#look-and-feel: an error keeps the user's input). When the session ends on the
 * server, the admin logs in again and the form comes back as it was. A draft is form values
 * only (what the form holds and what it started from), never the token, and not admin session
 * data: clearAdminSession leaves it alone.
 * It is removed when the recipe is saved, on Cancel, or with 'Discard changes'.
 */

const list = z.array(z.string());
export const recipeDraftSchema: z.ZodType<RecipeFormValues> = z.object({
  title: z.string(),
  description: z.string(),
  story: z.string(),
  prepTime: z.string(),
  cookTime: z.string(),
  servings: z.union([z.number(), z.string(), z.null()]),
  difficulty: z.string(),
  ingredients: list,
  instructions: list,
  imageUrl: z.string().nullable(),
  tags: list,
  dietaryInfo: list,
  notes: z.string(),
  // A draft saved before the pan field had none.
  pan: z.string().default(''),
  featured: z.boolean(),
});

export const comboDraftSchema: z.ZodType<ComboFormValues> = z.object({
  title: z.string(),
  description: z.string(),
  story: z.string(),
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
});

/**
 * What the admin typed (`values`) and the values the form started from (`start`): the fields
 * where the two differ are the admin's own changes. A draft kept before `start` was stored
 * has none. `pending` is text typed in a list's new-entry box and not added yet, by list: it
 * comes back in its box, still not added (docs/product.md#admin: an entry is added with Enter or +).
 */
export interface Draft<T> {
  values: T;
  start?: T;
  pending?: Pending;
}

export type Pending = Record<string, string>;
const NOTHING_PENDING: Pending = {};
const pendingSchema = z.record(z.string(), z.string());

export function readDraft<T>(path: string, schema: z.ZodType<T>): Draft<T> | null {
  try {
    const stored = sessionStorage.getItem(draftKey(path));
    if (stored === null) return null;
    const entry: unknown = JSON.parse(stored);
    const draft = z
      .object({ values: schema, start: schema.optional(), pending: pendingSchema.optional() })
      .safeParse(entry);
    if (draft.success) return draft.data;
    const values = schema.safeParse(entry);
    return values.success ? { values: values.data } : null;
  } catch {
    return null; // storage blocked or a damaged entry: start from the form's own values
  }
}

export function writeDraft<T>(path: string, draft: Draft<T>): void {
  try {
    sessionStorage.setItem(draftKey(path), JSON.stringify(draft));
  } catch {
    // storage full or blocked: the form still works, only without a draft
  }
}

export function clearDraft(path: string): void {
  try {
    sessionStorage.removeItem(draftKey(path));
  } catch {
    // storage blocked: nothing was kept
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The stored draft on top of `initial`, the form's values now: the fields the admin changed
 * keep what they typed, the others take `initial`, so a change made elsewhere since (the
 * recipe unfeatured in the Featured tab) shows and is not sent back.
 */
function restore<T extends object>({ values, start }: Draft<T>, initial: T): T {
  if (!start) return values;
  const restored = { ...initial };
  for (const key of Object.keys(initial) as (keyof T)[]) {
    if (!same(values[key], start[key])) restored[key] = values[key];
  }
  return restored;
}

const typedIn = (pending: Pending) => Object.values(pending).some((text) => text.trim() !== '');

/**
 * Form values that start from the stored draft when there is one, and are written back on
 * every change, with the text waiting in the new-entry boxes (`pending`, keyed by list).
 * Opening a form without typing leaves no draft.
 */
export function useFormDraft<T extends object>(path: string | undefined, initial: T, schema: z.ZodType<T>) {
  const [stored] = useState(() => (path ? readDraft(path, schema) : null));
  const [start] = useState(initial);
  const [restored, setRestored] = useState(stored !== null);
  const [values, setValues] = useState<T>(() => (stored ? restore(stored, start) : start));
  const [pending, setPending] = useState<Pending>(() => stored?.pending ?? NOTHING_PENDING);

  useEffect(() => {
    if (!path) return;
    if (values !== start || typedIn(pending)) writeDraft(path, { values, start, ...(typedIn(pending) && { pending }) });
    else clearDraft(path); // only a new-entry box was typed in, and it was emptied again
  }, [path, values, start, pending]);

  const discard = () => {
    if (path) clearDraft(path);
    setValues(start);
    setPending(NOTHING_PENDING);
    setRestored(false);
  };
  const forget = () => {
    if (path) clearDraft(path);
  };
  return { values, setValues, pending, setPending, restored, discard, forget };
}
