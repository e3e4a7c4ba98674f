import { CHAT_COMPLETION_MAX_TOKENS, CHAT_COMPLETION_TEMPERATURE } from '@hm/contracts';
import type { ChatCompletionSettings } from '../config/worker-config.js';

export interface CompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionResult {
  /** choices[0].message.content, trimmed; '' when the service answered nothing. */
  content: string;
  /** usage.total_tokens when the service reports it. */
  totalTokens: number | null;
}

/** Why a call failed, which decides whether it is retried and which failure text ends it. */
export type CompletionFailureKind = 'rate_limited' | 'unauthorized' | 'server' | 'client' | 'network' | 'bad_response';

export class ChatCompletionError extends Error {
  constructor(
    readonly kind: CompletionFailureKind,
    /** The HTTP status, when there was an answer. */
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'ChatCompletionError';
  }

  /** 429, 5xx and network trouble may pass; a refused key or a bad request will not. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'server' || this.kind === 'network';
  }
}

function kindOfStatus(status: number): CompletionFailureKind {
  if (status === 429) return 'rate_limited';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status >= 500) return 'server';
  return 'client';
}

/** What a caller other than the assistant asks differently (the translation of booking messages). */
export interface CompletionOptions {
  model?: string;
  temperature?: number;
  maxTokens?: number;
}

/**
 * One call to an OpenAI-compatible chat-completions endpoint: bearer key, JSON,
 * the referrer and title headers OpenRouter uses to name the app, no streaming; the assistant's
 * model, temperature 0.7 and max_tokens 500 unless `options` say otherwise. Retrying is the job
 * queue's business; this throws a classified error.
 */
export async function requestChatCompletion(
  settings: ChatCompletionSettings & { apiKey: string },
  referrer: string,
  messages: readonly CompletionMessage[],
  fetchImpl: typeof fetch = fetch,
  options: CompletionOptions = {},
): Promise<CompletionResult> {
  let response: Response;
  try {
    response = await fetchImpl(settings.apiUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${settings.apiKey}`,
        'HTTP-Referer': referrer,
        'X-Title': settings.appTitle,
      },
      body: JSON.stringify({
        model: options.model ?? settings.model,
        messages,
        temperature: options.temperature ?? CHAT_COMPLETION_TEMPERATURE,
        max_tokens: options.maxTokens ?? CHAT_COMPLETION_MAX_TOKENS,
        stream: false,
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new ChatCompletionError('network', null, `chat completion unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) {
    // Drain the body so the connection can be reused; its text is not shown to anyone.
    await response.text().catch(() => '');
    throw new ChatCompletionError(kindOfStatus(response.status), response.status, `HTTP error! status: ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ChatCompletionError('bad_response', response.status, 'chat completion answered something other than JSON');
  }
  const parsed = body as { choices?: { message?: { content?: unknown } }[]; usage?: { total_tokens?: unknown } };
  const content = parsed.choices?.[0]?.message?.content;
  const totalTokens = parsed.usage?.total_tokens;
  return {
    content: typeof content === 'string' ? content.trim() : '',
    totalTokens: typeof totalTokens === 'number' && Number.isInteger(totalTokens) && totalTokens >= 0 ? totalTokens : null,
  };
}
