import { afterEach } from '@jest/globals';

export interface ApiCall {
  method: string;
  /** Path below /api, e.g. 'auth/signup'. */
  path: string;
  /** The query string's parameters, when there is a query string. */
  query?: Record<string, string>;
  body: unknown;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/**
 * Answers the app's API calls in a component test (in place of the server) and records them.
 * `answer` gets each call; the returned list fills as the component calls.
 */
export function fakeApi(answer: (call: ApiCall) => ApiAnswer): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const text = await request.text();
    const url = new URL(request.url);
    const call = {
      method: request.method,
      path: url.pathname.replace(/^\/api\//, ''),
      ...(url.search ? { query: Object.fromEntries(url.searchParams) } : {}),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return calls;
}

/** The API's error body (ApiErrorBody). */
export function apiError(status: number, code: string, fields?: Record<string, string[]>): ApiAnswer {
  return { status, body: { statusCode: status, code, message: code, ...(fields ? { fields } : {}) } };
}
