import type { OAuth2Server } from 'oauth2-mock-server';
import { DEFAULT_OAUTH_IDENTITY, encodeIdentity, OAUTH_IDENTITY_COOKIE } from './oauth-mock-identity.ts';
import { startOAuthMock } from './oauth-mock.ts';

// The authorization-code flow as the API's Google strategy drives it, against the real server.
describe('the local OAuth 2 server of the end-to-end runs', () => {
  let server: OAuth2Server;
  let base: string;

  beforeAll(async () => {
    server = await startOAuthMock(0);
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function authorize(cookie?: string): Promise<string> {
    const url = `${base}/authorize?response_type=code&client_id=c&redirect_uri=${encodeURIComponent('http://app.test/cb')}&state=s1&scope=openid`;
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://app.test/cb');
    expect(back.searchParams.get('state')).toBe('s1');
    return back.searchParams.get('code')!;
  }

  const exchange = (code: string) =>
    fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'http://app.test/cb',
        client_id: 'c',
        client_secret: 's',
      }),
    });

  const userinfo = (token: string) => fetch(`${base}/userinfo`, { headers: { authorization: `Bearer ${token}` } });

  it("answers /userinfo with the claims of whoever the browser's provider cookie names", async () => {
    const person = { email: 'e2e+7@example.com', givenName: 'Ana', familyName: 'Lima' };
    const code = await authorize(`${OAUTH_IDENTITY_COOKIE}=${encodeIdentity(person)}`);
    const token = (await (await exchange(code)).json()) as { access_token: string };
    const claims = (await (await userinfo(token.access_token)).json()) as Record<string, unknown>;
    expect(claims).toMatchObject({ email: person.email, email_verified: true, given_name: 'Ana', family_name: 'Lima' });
    expect(claims['sub']).toMatch(/^mock-[0-9a-f]{20}$/);

    // The same person gets the same subject the next time.
    const again = (await (await exchange(await authorize(`${OAUTH_IDENTITY_COOKIE}=${encodeIdentity(person)}`))).json()) as {
      access_token: string;
    };
    expect(((await (await userinfo(again.access_token)).json()) as Record<string, unknown>)['sub']).toBe(claims['sub']);
  });

  it('uses the default person without the cookie, and a code works only once', async () => {
    const code = await authorize();
    const first = await exchange(code);
    const token = (await first.json()) as { access_token: string };
    expect(((await (await userinfo(token.access_token)).json()) as Record<string, unknown>)['email']).toBe(DEFAULT_OAUTH_IDENTITY.email);
    expect((await exchange(code)).status).toBe(400);
  });

  it("takes the token from the query as Google's passport strategy sends it, and refuses one it did not issue", async () => {
    const token = (await (await exchange(await authorize())).json()) as { access_token: string };
    const byQuery = await fetch(`${base}/userinfo?access_token=${encodeURIComponent(token.access_token)}`);
    expect(byQuery.status).toBe(200);
    expect((await userinfo('made-up')).status).toBe(401);
    expect((await fetch(`${base}/userinfo?access_token=made-up`)).status).toBe(401);
  });
});
