import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeModel } from '../../../../tests/setup/fake-model';
import type { AiConfig } from '../../env';
import { type Model, ModelError } from './model';
import { openAiModel } from './openai-model';

const fake = await startFakeModel();
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const config = (overrides: Partial<AiConfig> = {}): AiConfig => ({
  baseUrl: fake.baseUrl,
  apiKey: undefined,
  model: 'surf-small',
  timeoutMs: 2000,
  ...overrides,
});

const ask = [{ role: 'user' as const, content: 'What is on my plate?' }];

async function answerOf(model: Model, signal?: AbortSignal) {
  let text = '';
  for await (const piece of model.stream(ask, { maxTokens: 300, signal })) text += piece;
  return text;
}

async function failureOf(model: Model, signal?: AbortSignal) {
  const error = await answerOf(model, signal).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe('the OpenAI-compatible model', () => {
  it('streams the answer piece by piece, asking for the configured model, a stream and a bound on tokens', async () => {
    fake.script({ kind: 'stream', pieces: ['Two ', 'goals ', 'wait.'] });
    const pieces: string[] = [];
    for await (const piece of openAiModel(config()).stream(ask, { maxTokens: 300 })) pieces.push(piece);
    expect(pieces).toEqual(['Two ', 'goals ', 'wait.']);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request!.body).toMatchObject({
      model: 'surf-small',
      messages: ask,
      stream: true,
      max_tokens: 300,
    });
  });

  it('sends the key when there is one, and no Authorization header nor anything about the host without', async () => {
    fake.script({ kind: 'stream', pieces: ['ok'] }, { kind: 'stream', pieces: ['ok'] });
    await answerOf(openAiModel(config({ apiKey: 'sk-test-123' })));
    await answerOf(openAiModel(config()));
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test-123');
    expect(fake.requests[1]!.headers.authorization).toBeUndefined();
    for (const request of fake.requests) {
      expect(
        Object.keys(request.headers).filter((name) => /^x-stainless-(os|arch|runtime)/.test(name)),
      ).toEqual([]);
    }
  });

  it('gives up at AI_TIMEOUT on an endpoint that never answers, retries included', async () => {
    fake.script({ kind: 'silent' }, { kind: 'silent' });
    const started = Date.now();
    expect((await failureOf(openAiModel(config({ timeoutMs: 1000 })))).failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1000 + 1500);
  });

  it('gives up at AI_TIMEOUT on an answer that streams too slowly', async () => {
    fake.script({ kind: 'stream', pieces: ['a', 'b', 'c', 'd', 'e'], delayMs: 400 });
    expect((await failureOf(openAiModel(config({ timeoutMs: 1000 })))).failure).toBe('timeout');
  });

  it('tells a broken stream, a refusal, a busy endpoint and a failing one apart, without their bodies', async () => {
    fake.script(
      { kind: 'broken', pieces: ['Half an '] },
      { kind: 'error', status: 401, message: 'Incorrect API key provided: sk-secret' },
      { kind: 'error', status: 429 },
      { kind: 'error', status: 429 },
      { kind: 'error', status: 503 },
      { kind: 'error', status: 503 },
    );
    const model = openAiModel(config());
    expect((await failureOf(model)).failure).toBe('broken');
    const refused = await failureOf(model);
    expect({ failure: refused.failure, status: refused.status }).toEqual({ failure: 'refused', status: 401 });
    expect(refused.message).not.toContain('sk-secret');
    expect((await failureOf(model)).failure).toBe('busy');
    expect((await failureOf(model)).failure).toBe('unavailable');
  });

  it('says the endpoint is unavailable when nothing listens there', async () => {
    const gone = await startFakeModel();
    await gone.close();
    expect((await failureOf(openAiModel(config({ baseUrl: gone.baseUrl })))).failure).toBe('unavailable');
  });

  it('stops when the person goes away', async () => {
    fake.script({ kind: 'silent' });
    const leaving = new AbortController();
    setTimeout(() => leaving.abort(), 100);
    expect((await failureOf(openAiModel(config()), leaving.signal)).failure).toBe('aborted');
  });
});
