import type { Config } from '../config';
import { localCombiner } from './local-provider';
import { openAiCombiner } from './openai-provider';
import type { RecipeCombiner } from './provider';

export { CombinerError, type CombineRequest, type RecipeCombiner } from './provider';
export { localCombiner } from './local-provider';
export { openAiCombiner } from './openai-provider';

/** AI_BASE_URL set: the OpenAI-compatible endpoint; unset: the built-in combiner (docs/architecture.md#configuration, docs/product.md#combos). */
export function combinerFor(ai: Config['ai']): RecipeCombiner {
  return ai.baseUrl ? openAiCombiner({ baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model }) : localCombiner();
}
