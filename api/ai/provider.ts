import type { CombinerRecipe } from '../../shared/combiner';
import type { CombinationResult } from '../../shared/schemas/ai';

/**
 * docs/product.md#combos: the recipe combiner behind POST /api/ai/recipe-compiler. Either an
 * OpenAI-compatible endpoint (AI_BASE_URL) or the built-in deterministic combiner; both answer
 * the combination object of docs/product.md#combos.
 */
export interface CombineRequest {
  recipes: CombinerRecipe[];
  customPrompt?: string;
  signal?: AbortSignal;
}

export interface RecipeCombiner {
  /** 'local' or 'openai-compatible', for logs and the health of the feature. */
  readonly name: string;
  /** True when every call costs money or a remote quota (the route rate-limits those). */
  readonly remote: boolean;
  combine(request: CombineRequest): Promise<CombinationResult>;
}

/** The combiner could not produce a combination; `message` says why in plain words (logged, sent as detail). */
export class CombinerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CombinerError';
  }
}
