import { useEffect, useRef, useState } from 'react';
import type { RecipeNote } from '../../data/db';
import { NOTE_MAX_LENGTH, saveNote } from '../../data/recipe-notes';
import { useDeviceQuery } from '../../hooks/use-device-query';

/** How long typing pauses before the note is written: a save per pause, not per key. */
export const SAVE_DELAY_MS = 600;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * A recipe's private note (docs/product.md#recipe-tools): what the device holds, and what the baker
 * is typing, saved after each pause and when the note leaves the screen. Another copy of the note on
 * screen (the page under cook mode) follows the device again once its own typing is saved.
 */
export function useRecipeNote(recipeId: number) {
  const stored = useDeviceQuery((db) => db.recipeNotes.get(recipeId), [recipeId]) as RecipeNote | undefined;
  const [draft, setDraft] = useState<string | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const pending = useRef<{ text: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  const write = (text: string) => {
    setState('saving');
    saveNote(recipeId, text).then(
      () => setState((now) => (pending.current ? now : 'saved')),
      (error: unknown) => {
        console.warn('The note could not be saved on this device', error);
        setState('failed');
      },
    );
  };
  const flush = () => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    write(waiting.text);
  };
  const change = (value: string) => {
    const text = value.slice(0, NOTE_MAX_LENGTH);
    setDraft(text);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { text, timer: setTimeout(flush, SAVE_DELAY_MS) };
  };

  // Leaving the page or closing cook mode mid-sentence still saves it.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => flushRef.current(), [recipeId]);

  // Saved and on the device: show the device's note again, so an edit made elsewhere shows here.
  const text = draft ?? stored?.text ?? '';
  useEffect(() => {
    if (draft !== null && !pending.current && state === 'saved' && stored?.text === draft) setDraft(null);
  }, [draft, state, stored?.text]);

  return { text, stored, state, change, flush };
}
