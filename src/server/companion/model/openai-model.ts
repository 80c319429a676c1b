import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { AiConfig } from '../../env';
import { type ChatMessage, type Model, ModelError, type StreamOptions } from './model';

/**
 * Any OpenAI-compatible endpoint (OpenAI, Azure, vLLM, Ollama, LM Studio) through the official `openai`
 * package, at its major 6 (7 needs Node 22; SOS runs on 20). Its own logging is off, whatever
 * OPENAI_LOG says, so no request or answer body is ever written out; without AI_API_KEY no
 * Authorization header is sent, and the package's headers about the host (OS, architecture, runtime)
 * are left out.
 */
export function openAiModel(config: AiConfig): Model {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // The package wants a key; without one the header below removes what it would send.
    apiKey: config.apiKey ?? 'none',
    timeout: config.timeoutMs,
    maxRetries: 1,
    logLevel: 'off',
    defaultHeaders: {
      ...(config.apiKey ? {} : { Authorization: null }),
      'X-Stainless-OS': null,
      'X-Stainless-Arch': null,
      'X-Stainless-Runtime': null,
      'X-Stainless-Runtime-Version': null,
      'X-Stainless-Package-Version': null,
      'X-Stainless-Lang': null,
    },
  });
  return {
    name: config.model,
    async *stream(messages: readonly ChatMessage[], { maxTokens, signal }: StreamOptions) {
      // The package's timeout counts each attempt until its answer begins; this deadline counts the
      // whole answer, retries and streaming included: nobody waits past AI_TIMEOUT.
      const deadline = AbortSignal.timeout(config.timeoutMs);
      const both = signal ? AbortSignal.any([signal, deadline]) : deadline;
      try {
        const stream = await client.chat.completions.create(
          { model: config.model, messages: [...messages], stream: true, max_tokens: maxTokens },
          { signal: both },
        );
        for await (const chunk of stream) {
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
        // An abort mid-stream ends the package's loop quietly: an answer cut short is no answer.
        if (deadline.aborted) throw new ModelError('timeout');
        if (signal?.aborted) throw new ModelError('aborted');
      } catch (error) {
        throw failureOf(error, deadline.aborted);
      }
    },
  };
}

function failureOf(error: unknown, pastDeadline: boolean): ModelError {
  if (error instanceof ModelError) return error;
  if (pastDeadline || error instanceof APIConnectionTimeoutError) return new ModelError('timeout');
  if (error instanceof APIUserAbortError) return new ModelError('aborted');
  if (error instanceof APIConnectionError) return new ModelError('unavailable');
  if (error instanceof APIError && error.status !== undefined) {
    const { status } = error;
    if (status === 429) return new ModelError('busy', status);
    if (status >= 500) return new ModelError('unavailable', status);
    return new ModelError('refused', status);
  }
  // An answer that is not the stream it says it is (a broken line, a closed connection mid-way).
  return new ModelError('broken');
}
