import { useMemo, useState, type FormEvent } from 'react';
import type { Recipe } from '../../../shared/schemas/recipe';
import type { CombinationResult } from '../../../shared/schemas/ai';
import { MIN_COMBINE_RECIPES } from '../../../shared/combine-limits';
import { apiRequest } from '../../data/api';
import { toast } from '../../components/ui/toast-store';
import { describeCombineError } from './combine-error';

export type CompilerTab = 'select' | 'result';

/** An answer with what it was asked for: the recipes chosen and the instructions sent. */
export interface CompilerResult {
  /** Tells one answer from the next (a new answer starts at its own size). */
  made: number;
  combination: CombinationResult;
  ids: readonly number[];
  prompt: string;
}

/**
 * The AI Recipe Combiner's state and its one call (docs/product.md#combos): the chosen recipes, the custom
 * prompt, POST /api/ai/recipe-compiler and its toasts. Recipes the server no longer has are unpicked
 * and a sync is asked for, so the list drops them.
 */
export function useRecipeCompiler(recipes: readonly Recipe[], online: boolean) {
  const [tab, setTab] = useState<CompilerTab>('select');
  const [selected, setSelected] = useState<number[]>([]);
  const [prompt, setPrompt] = useState('');
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<CompilerResult | null>(null);
  const titles = useMemo(() => new Map(recipes.map((r) => [r.id, r.title])), [recipes]);

  const toggle = (id: number) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || selected.length < MIN_COMBINE_RECIPES || !online) return;
    setLoading(true);
    try {
      const body = { selectedRecipeIds: selected, ...(prompt.trim() ? { customPrompt: prompt.trim() } : {}) };
      // The answer's schema (zod) loads with the first request, not with the page.
      const [{ combinationSchema }, answer] = await Promise.all([
        import('../../../shared/schemas/ai'),
        apiRequest('POST', '/api/ai/recipe-compiler', body),
      ]);
      const combination = combinationSchema.parse(answer);
      setResult({ made: Date.now(), combination, ids: selected, prompt: body.customPrompt ?? '' });
      setTab('result');
      toast({
        title: 'Recipe combination created!',
        description: 'Your custom recipe combination has been generated',
        variant: 'success',
      });
    } catch (err) {
      const { message, removedIds } = await describeCombineError(err, titles);
      toast({ title: 'Error creating recipe combination', description: message, variant: 'destructive' });
      if (removedIds.length > 0) {
        // The admin deleted them since this device last synced: unpick them, and sync so the list drops them.
        setSelected((current) => current.filter((id) => !removedIds.includes(id)));
        void import('../../data/sync-client').then(({ syncRecipes }) => syncRecipes({ fresh: true }));
      }
    } finally {
      setLoading(false);
    }
  };

  const reset = () => {
    setResult(null);
    setSelected([]);
    setPrompt('');
    setTab('select');
  };

  return { tab, setTab, selected, toggle, prompt, setPrompt, loading, result, titles, submit, reset };
}
