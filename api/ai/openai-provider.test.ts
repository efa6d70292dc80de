import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { CombinerRecipe } from '../../shared/combiner';
import { openAiCombiner } from './openai-provider';
import { CombinerError } from './provider';

/** A fake OpenAI-compatible server on loopback; `answer` decides each reply. */
type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.close(() => resolve());
          s.closeAllConnections();
        }),
    ),
  );
});

async function fakeServer(
  handler: Handler,
): Promise<{ baseUrl: string; requests: { path: string; body: Record<string, unknown>; auth?: string }[] }> {
  const requests: { path: string; body: Record<string, unknown>; auth?: string }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ path: req.url ?? '', body, auth: req.headers.authorization });
      if (!/\/chat\/completions$/.test(req.url ?? '')) {
        res.writeHead(404).end();
        return;
      }
      handler(body, req, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
}

const completion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

const recipes: CombinerRecipe[] = [
  {
    id: 1,
    title: 'Fudgy Brownies',
    description: '',
    imageUrl: '/objects/brownies',
    prepTime: '15 minutes',
    cookTime: '28 minutes',
    servings: 16,
    tags: ['Cookies'],
    ingredients: ['1/2 cup butter'],
    instructions: ['Melt the butter.'],
    notes: '',
  },
  {
    id: 2,
    title: 'Salted Caramel Sauce',
    description: '',
    imageUrl: null,
    prepTime: '5 minutes',
    cookTime: '12 minutes',
    servings: 10,
    tags: ['FillingsSauces'],
    ingredients: ['1 cup sugar'],
    instructions: ['Cook the sugar.'],
    notes: '',
  },
];

const goodAnswer = {
  title: 'Caramel Swirl Brownies',
  description: 'Brownies with a ribbon of salted caramel.',
  preparationTime: '20 minutes',
  cookingTime: 28,
  servings: '16',
  imageUrl: 'https://images.example/made-up.jpg',
  ingredients: ['---For the Brownies---', { quantity: '1/2', unit: 'cup', name: 'butter' }, '1 cup sugar'],
  instructions: [{ step: 1, text: 'Make the caramel.' }, 'Swirl it into the batter and bake.'],
  tips: ['Chill before cutting.'],
  notes: 'Keeps 3 days.',
};

describe('the OpenAI-compatible combiner', () => {
  it('asks the chat completions endpoint for JSON and returns the validated combination', async () => {
    const fake = await fakeServer((_body, _req, res) => json(res, 200, completion(JSON.stringify(goodAnswer))));
    const combiner = openAiCombiner({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'baker-1' });
    const result = await combiner.combine({ recipes, customPrompt: 'Less sugar please' });

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.path).toBe('/v1/chat/completions');
    expect(sent!.auth).toBe('Bearer sk-test');
    expect(sent!.body.model).toBe('baker-1');
    expect(sent!.body.response_format).toEqual({ type: 'json_object' });
    const messages = sent!.body.messages as { role: string; content: string }[];
    expect(messages[1]!.content).toContain('Recipe: Fudgy Brownies');
    expect(messages[1]!.content).toContain('- 1 cup sugar');
    expect(messages[1]!.content).toContain('Additional instructions from the baker: Less sugar please');

    expect(result).toEqual({
      title: 'Caramel Swirl Brownies',
      description: 'Brownies with a ribbon of salted caramel.',
      preparationTime: '20 minutes',
      cookingTime: '28 minutes',
      servings: 16,
      // The model's invented image is replaced by the first recipe photo the server has.
      imageUrl: '/objects/brownies',
      ingredients: ['---For the Brownies---', '1/2 cup butter', '1 cup sugar'],
      instructions: ['Make the caramel.', 'Swirl it into the batter and bake.'],
      tips: ['Chill before cutting.'],
      notes: 'Keeps 3 days.',
      sourceRecipes: ['Fudgy Brownies', 'Salted Caramel Sauce'],
    });
  });

  it('works with a base URL without /v1 and a reply wrapped in a code fence', async () => {
    const fake = await fakeServer((_body, _req, res) =>
      json(res, 200, completion('Here you go:\n```json\n' + JSON.stringify(goodAnswer) + '\n```')),
    );
    const combiner = openAiCombiner({ baseUrl: fake.baseUrl.replace(/\/v1$/, ''), model: 'local' });
    const result = await combiner.combine({ recipes });
    expect(fake.requests[0]!.path).toBe('/chat/completions');
    expect(fake.requests[0]!.auth).toBe('Bearer not-needed');
    expect(result.title).toBe('Caramel Swirl Brownies');
  });

  it('fails clearly when the endpoint answers an error status', async () => {
    const fake = await fakeServer((_body, _req, res) => json(res, 500, { error: { message: 'model crashed' } }));
    const combiner = openAiCombiner({ baseUrl: fake.baseUrl, model: 'm' });
    const failure = combiner.combine({ recipes });
    await expect(failure).rejects.toBeInstanceOf(CombinerError);
    await expect(failure).rejects.toThrow('The AI service refused the request (HTTP 500).');
    // One attempt only: the visitor is waiting.
    expect(fake.requests).toHaveLength(1);
  });

  it('fails clearly when the endpoint is too slow', async () => {
    const fake = await fakeServer((_body, _req, res) => {
      setTimeout(() => json(res, 200, completion(JSON.stringify(goodAnswer))), 2000);
    });
    const combiner = openAiCombiner({ baseUrl: fake.baseUrl, model: 'm', timeoutMs: 300 });
    const started = Date.now();
    await expect(combiner.combine({ recipes })).rejects.toThrow('The AI service did not answer within 300 ms.');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails clearly when nothing listens', async () => {
    const combiner = openAiCombiner({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
    await expect(combiner.combine({ recipes })).rejects.toThrow('The AI service could not be reached.');
  });

  it('fails clearly when the reply is not a combination', async () => {
    const fake = await fakeServer((_body, _req, res) =>
      json(res, 200, completion(JSON.stringify({ title: 'Only a title' }))),
    );
    const combiner = openAiCombiner({ baseUrl: fake.baseUrl, model: 'm' });
    await expect(combiner.combine({ recipes })).rejects.toThrow(
      /^The AI service's combination is incomplete \(servings: /,
    );
  });

  it('fails clearly when the reply is not JSON', async () => {
    const fake = await fakeServer((_body, _req, res) => json(res, 200, completion('I would love to help you bake!')));
    const combiner = openAiCombiner({ baseUrl: fake.baseUrl, model: 'm' });
    await expect(combiner.combine({ recipes })).rejects.toThrow('The AI service answered without a JSON object.');
  });
});
