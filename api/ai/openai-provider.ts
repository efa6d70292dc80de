import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { CombinerRecipe } from '../../shared/combiner';
import { combinationSchema } from '../../shared/schemas/ai';
import { CombinerError, type RecipeCombiner } from './provider';

export const AI_TIMEOUT_MS = 30_000;

export interface OpenAiCombinerOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Tests shorten it; the product waits 30 s (docs/product.md#combos). */
  timeoutMs?: number;
}

const SYSTEM_PROMPT = `You are a professional baker who combines home-baking recipes into one recipe.
Answer with one JSON object and nothing else, with exactly these keys:
{"title": string, "description": string, "preparationTime": string, "cookingTime": string, "servings": integer,
 "ingredients": string[], "instructions": string[], "tips": string[], "notes": string (optional)}
Rules: keep every quantity a baker can measure (cups, tablespoons, grams); when two recipes use the same
ingredient, give one line with the total and say how it is divided; group ingredients with header lines written
like "---For the Cake---"; write instructions as complete steps in working order, ending with an assembly step;
tips are short practical advice. Follow the user's additional instructions when they are safe and about baking.`;

function describeRecipe(recipe: CombinerRecipe): string {
  return [
    `Recipe: ${recipe.title}`,
    `Serves: ${recipe.servings}; prep: ${recipe.prepTime}; cook: ${recipe.cookTime}`,
    'Ingredients:',
    ...recipe.ingredients.map((l) => `- ${l}`),
    'Instructions:',
    ...recipe.instructions.map((s, i) => `${i + 1}. ${s}`),
    recipe.notes ? `Notes: ${recipe.notes}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The JSON object in a reply, also when a model wraps it in a ```json fence. */
function extractJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const body = (fenced ? fenced[1]! : content).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end < start) throw new CombinerError('The AI service answered without a JSON object.');
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch (err) {
    throw new CombinerError('The AI service answered with JSON that could not be read.', { cause: err });
  }
}

function explain(err: unknown, timeoutMs: number): CombinerError {
  if (err instanceof CombinerError) return err;
  if (err instanceof APIConnectionTimeoutError)
    return new CombinerError(
      `The AI service did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`}.`,
      { cause: err },
    );
  if (err instanceof APIUserAbortError)
    return new CombinerError('The request to the AI service was cancelled.', { cause: err });
  if (err instanceof APIConnectionError)
    return new CombinerError('The AI service could not be reached.', { cause: err });
  if (err instanceof APIError)
    return new CombinerError(`The AI service refused the request (HTTP ${err.status ?? 'error'}).`, { cause: err });
  return new CombinerError('The AI service failed.', { cause: err });
}

/** An OpenAI-compatible chat completions endpoint (docs/product.md#combos), through the official SDK with `baseURL`. */
export function openAiCombiner(options: OpenAiCombinerOptions): RecipeCombiner {
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local OpenAI-compatible servers (llama.cpp, Ollama) need no key, but the SDK insists on one.
    apiKey: options.apiKey || 'not-needed',
    timeout: timeoutMs,
    // One attempt: the visitor is waiting, and a retry would double the wait past the timeout.
    maxRetries: 0,
  });
  return {
    name: 'openai-compatible',
    remote: true,
    async combine({ recipes, customPrompt, signal }) {
      const user = [
        `Combine these ${recipes.length} recipes into one recipe.`,
        ...recipes.map(describeRecipe),
        customPrompt?.trim() ? `Additional instructions from the baker: ${customPrompt.trim()}` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: user },
            ],
            response_format: { type: 'json_object' },
            temperature: 0.4,
          },
          { signal },
        );
        content = completion.choices[0]?.message?.content;
      } catch (err) {
        throw explain(err, timeoutMs);
      }
      if (!content) throw new CombinerError('The AI service answered with an empty message.');
      const parsed = combinationSchema.safeParse(extractJson(content));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new CombinerError(
          `The AI service's combination is incomplete (${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid'}).`,
        );
      }
      // The server knows which recipes went in and which photos it has: those are not the model's to invent.
      const image = recipes.find((r) => r.imageUrl)?.imageUrl;
      const { imageUrl: _ignored, ...combination } = parsed.data;
      return { ...combination, ...(image ? { imageUrl: image } : {}), sourceRecipes: recipes.map((r) => r.title) };
    },
  };
}
