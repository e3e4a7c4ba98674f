import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The stack under test: the launcher on its own port, against the machine's real
// PostgreSQL and Redis (a database and a Redis index of its own, reset before each run),
// with mail caught as files in a fixed folder that specs can read.
export const e2ePort = 3100;
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eMailDir = join(tmpdir(), 'homemate-e2e-mail');

// The local OAuth 2 server (tools/test/oauth-mock.ts) that stands in for Google.
export const e2eOAuthPort = 3190;
export const e2eOAuthIssuer = `http://127.0.0.1:${e2eOAuthPort}`;

export const e2eServerEnv: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: String(e2ePort),
  PUBLIC_URL: e2eBaseUrl,
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/hm_e2e',
  REDIS_URL: 'redis://127.0.0.1:6379/5',
  DEV_MAIL_DIR: e2eMailDir,
  // Test-only values, long enough for the API's validation; never used outside this run.
  JWT_SECRET: 'e2e-only-jwt-secret-not-for-any-real-deployment',
  UNSUBSCRIBE_SECRET: 'e2e-only-unsubscribe-secret-not-for-any-real-deployment',
  LOG_LEVEL: 'warn',
  // The contact details the site shows (docs/public-figures.md): outside development, only when set.
  SUPPORT_EMAIL: 'support@homemate.local',
  SUPPORT_PHONE: '+1 514 555 0199',
  // The accounts specs come "through a proxy" with an X-Forwarded-For of their own (support/accounts.ts).
  TRUST_PROXY: '1',
  // The public figures and the landing's reviews are counted for every request instead of every 5
  // minutes, so a page shows the jobs and reviews a spec has just made (site/pages.e2e.ts).
  PUBLIC_FIGURES_CACHE_SECONDS: '0',
  // An unread message is mailed after 4 s instead of 10 minutes, so a spec can wait for it.
  MESSAGE_MAIL_DELAY_MS: '4000',
  OAUTH_GOOGLE_CLIENT_ID: 'e2e-google-client',
  OAUTH_GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  OAUTH_GOOGLE_AUTHORIZE_URL: `${e2eOAuthIssuer}/authorize`,
  OAUTH_GOOGLE_TOKEN_URL: `${e2eOAuthIssuer}/token`,
  OAUTH_GOOGLE_PROFILE_URL: `${e2eOAuthIssuer}/userinfo`,
};

// A second, smaller stack with the online services the first one runs without, each against a
// local stand-in: its worker has a CHAT_API_KEY and calls a local OpenAI-compatible server
// (tools/test/chat-completions-server.ts) instead of answering offline, and its API and worker
// have Stripe keys and talk to the local Stripe stand-in (tools/test/stripe-server.ts), which
// POSTs signed webhooks back to this stack: card payments are on (docs/payments-by-card.md). The
// specs that need them run there (Playwright project online-services). Its own port, database,
// Redis database and mail folder, so the two stacks never share a queue.
export const e2eOnlinePort = 3101;
export const e2eOnlineBaseUrl = `http://127.0.0.1:${e2eOnlinePort}`;
export const e2eOnlineDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/hm_e2e_chat';
export const e2eChatCompletionsPort = 3191;
export const e2eChatCompletionsCallsUrl = `http://127.0.0.1:${e2eChatCompletionsPort}/v1/calls`;
/** What the local chat-completions server answers to every question. */
export const e2eChatCompletionsReply =
  "Fermez d'abord la valve d'eau sous l'évier et épongez. Un professionnel en plomberie pourra ensuite trouver et réparer la fuite. (Serveur de test local)";
/** A question containing this gets a 401 from the local server, as a refused key would. */
export const e2eChatCompletionsRefuseMarker = '[refus-test]';

/** The local Stripe stand-in: the SDK's host for the online stack, and the base of its hosted checkout pages. */
export const e2eStripePort = 3192;
export const e2eStripeUrl = `http://127.0.0.1:${e2eStripePort}`;
/** Where the stand-in POSTs its events: the online stack's webhook endpoint. */
export const e2eStripeWebhookUrl = `${e2eOnlineBaseUrl}/api/payments/webhook`;
/** Test-only Stripe settings: the stand-in takes any key starting with sk_, and signs its events with this secret. */
export const e2eStripeSecretKey = 'sk_test_e2e';
export const e2eStripeWebhookSecret = 'whsec_e2e_only_not_for_any_real_deployment';

export const e2eOnlineServerEnv: Record<string, string> = {
  ...e2eServerEnv,
  PORT: String(e2eOnlinePort),
  PUBLIC_URL: e2eOnlineBaseUrl,
  DATABASE_URL: e2eOnlineDatabaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379/6',
  DEV_MAIL_DIR: `${e2eMailDir}-chat`,
  CHAT_API_URL: `http://127.0.0.1:${e2eChatCompletionsPort}/v1/chat/completions`,
  CHAT_API_KEY: 'e2e-only-chat-key',
  CHAT_MODEL: 'e2e-test-model',
  STRIPE_SECRET_KEY: e2eStripeSecretKey,
  STRIPE_WEBHOOK_SECRET: e2eStripeWebhookSecret,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(e2eStripePort),
  STRIPE_API_PROTOCOL: 'http',
};
