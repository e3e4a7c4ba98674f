import type { AuthSession, SignUpRequest } from '@hm/contracts';

/** One Set-Cookie header, parsed enough for assertions. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((header) => {
    const [pair = '', ...rest] = header.split(';');
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const [key = '', ...value] = part.trim().split('=');
      attributes[key.toLowerCase()] = value.length > 0 ? value.join('=') : true;
    }
    return { name: pair.slice(0, eq).trim(), value: decodeURIComponent(pair.slice(eq + 1).trim()), attributes };
  });
}

let counter = 0;

/** A valid sign-up body; every call gets a fresh address unless one is given. */
export function signUpRequest(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  counter += 1;
  return {
    firstName: 'Camille',
    lastName: 'Tremblay',
    email: `user${counter}-${process.pid}@example.com`,
    password: 'Maison2026!',
    locale: 'fr',
    acceptTerms: true,
    ...overrides,
  };
}

export interface Signed {
  session: AuthSession;
  /** `hm_refresh=<token>`, ready for a Cookie header. */
  cookie: string;
  refreshToken: string;
  response: Response;
}

/** Talks to a running API the way the web app does (JSON bodies, the refresh cookie by hand). */
export class AccountsClient {
  constructor(
    readonly baseUrl: string,
    readonly cookieName = 'hm_refresh',
  ) {}

  post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  send(method: string, path: string, accessToken: string | null, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (accessToken !== null) headers.authorization = `Bearer ${accessToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${this.baseUrl}/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  /** `send` as `who` (null: signed out), with the answer's status and its JSON body (null when empty). */
  async call<T>(who: Signed | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.send(method, path, who?.session.accessToken ?? null, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async signUp(request: SignUpRequest = signUpRequest()): Promise<Signed> {
    return this.signed(await this.post('auth/signup', request), 201);
  }

  async signIn(email: string, password: string, rememberMe = false): Promise<Signed> {
    return this.signed(await this.post('auth/login', { email, password, rememberMe }), 200);
  }

  async refresh(cookie: string): Promise<Response> {
    return this.post('auth/refresh', undefined, { cookie });
  }

  async refreshed(cookie: string): Promise<Signed> {
    return this.signed(await this.refresh(cookie), 200);
  }

  refreshCookieOf(response: Response): SetCookie | undefined {
    return parseSetCookies(response).find((cookie) => cookie.name === this.cookieName);
  }

  private async signed(response: Response, expectedStatus: number): Promise<Signed> {
    if (response.status !== expectedStatus) throw new Error(`expected ${expectedStatus}, got ${response.status}: ${await response.text()}`);
    const set = this.refreshCookieOf(response);
    if (!set) throw new Error('no refresh cookie was set');
    return { session: (await response.json()) as AuthSession, cookie: `${set.name}=${set.value}`, refreshToken: set.value, response };
  }
}
