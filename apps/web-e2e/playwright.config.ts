import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  e2eBaseUrl,
  e2eChatCompletionsPort,
  e2eChatCompletionsRefuseMarker,
  e2eChatCompletionsReply,
  e2eOAuthIssuer,
  e2eOAuthPort,
  e2eOnlineBaseUrl,
  e2eOnlineServerEnv,
  e2eServerEnv,
  e2eStripePort,
  e2eStripeUrl,
  e2eStripeWebhookSecret,
  e2eStripeWebhookUrl,
} from './src/support/e2e-env.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const isCi = Boolean(process.env.CI);
// The same Node 24 that runs Playwright runs the launcher (the machine's `node` may be older).
const node = JSON.stringify(process.execPath);
// Run only in the online-services project, against the second stack (the chat model and Stripe).
const ONLINE_SERVICES_SPECS = [
  '**/chat/chat-assistant-online.e2e.ts',
  '**/reservations/card-payment.e2e.ts',
  // Booking messages translated for their reader (docs/messages.md): the chat model's stand-in translates.
  '**/reservations/bilingual-thread.e2e.ts',
];
const DESKTOP_ONLY_SPECS = [
  '**/a11y/**',
  '**/site/seo.e2e.ts',
  '**/smoke.e2e.ts',
  '**/security/xss.e2e.ts',
  '**/accounts/oauth.e2e.ts',
  '**/accounts/password-reset.e2e.ts',
  // Forms and pages whose phone layout other specs cover (sign-in and sign-up, the wizard, the
  // pages), and a second two-browser journey of the pro app (pro-jobs runs on the phone).
  '**/site/forms.e2e.ts',
  '**/site/legal.e2e.ts',
  '**/accounts/settings.e2e.ts',
  '**/accounts/guarded-pages.e2e.ts',
  // The bell across two browsers; its phone layout is checked by its component test and screenshots.
  // The English pass over every route (routes.e2e.ts runs the French one on both).
  '**/routes-en.e2e.ts',
  '**/pros/notification-bell.e2e.ts',
  '**/pros/pro-live.e2e.ts',
  // The operators' console is a desk tool: its journeys run at 1280 px (their phone layout is
  // looked at in screenshots).
  '**/admin/**',
  // Journeys whose screens the phone runs of the core journeys already cover (the wizard, the
  // reservation, the pro's jobs, sign-in and sign-up, the pages): kept once, on the desktop, so
  // that CI stays within its time.
  '**/notifications/unsubscribe.e2e.ts',
  '**/booking/service-area.e2e.ts',
  '**/booking/last-free-time.e2e.ts',
  '**/accounts/profile.e2e.ts',
  '**/pros/pro-onboarding.e2e.ts',
  '**/pros/verified-trades.e2e.ts',
  '**/reservations/late-change.e2e.ts',
  '**/blog/blog.e2e.ts',
];

/** A local stand-in for an outside service, started once for the run and stopped with SIGTERM. */
function standIn(script: string, readyUrl: string) {
  return {
    command: `${node} ${script}`,
    cwd: repoRoot,
    url: readyUrl,
    reuseExistingServer: !isCi,
    timeout: 30_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

export default defineConfig({
  testDir: 'src',
  testMatch: '**/*.e2e.ts',
  forbidOnly: isCi,
  retries: isCi ? 1 : 0,
  // Two workers, two browsers and the stacks share two cores: a page that takes 10 s alone can take
  // twice that beside the other worker.
  timeout: 60_000,
  // For the same reason an assertion waits up to 10 s, not Playwright's 5: a redirect or a list
  // that comes in 1 s alone took over 5 s in a CI run, beside the other worker. A test
  // that means "at once" (a live update) says so with its own shorter timeout.
  expect: { timeout: 10_000 },
  workers: isCi ? 2 : undefined,
  reporter: 'list',
  globalSetup: './src/support/global-setup.ts',
  use: {
    baseURL: e2eBaseUrl,
    headless: true,
    // Recording a trace costs a test about a third of its time on a 2-core machine: only the
    // retry of a failed test records one (CI retries once), which is the run worth reading.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ONLINE_SERVICES_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // Once, on the desktop, to keep CI short: the accessibility suite (axe, keyboard, focus), and
      // what no layout changes (the head and robots, the stack's health and 404s, escaping,
      // the OAuth and password-reset round trips, whose forms the phone runs of sign-in cover).
      testIgnore: [...DESKTOP_ONLY_SPECS, ...ONLINE_SERVICES_SPECS],
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // The second stack below, at 1280 px: the chat assistant against the local OpenAI-compatible
      // server, and card payments against the local Stripe stand-in.
      name: 'online-services',
      testMatch: ONLINE_SERVICES_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: e2eOnlineBaseUrl },
    },
  ],
  webServer: [
    {
      command: `${node} tools/test/reset-e2e.ts && ${node} tools/start/start.ts`,
      cwd: repoRoot,
      env: e2eServerEnv,
      url: `${e2eBaseUrl}/api/health`,
      reuseExistingServer: !isCi,
      // First run builds the apps.
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // SIGTERM lets the launcher stop the API and worker cleanly instead of being killed.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    },
    // Google, as far as the API under test knows (OAUTH_GOOGLE_* in e2e-env.ts).
    standIn(`tools/test/oauth-mock.ts ${e2eOAuthPort}`, `${e2eOAuthIssuer}/.well-known/openid-configuration`),
    standIn(
      `tools/test/chat-completions-server.ts ${e2eChatCompletionsPort} ${JSON.stringify(e2eChatCompletionsReply)} ${JSON.stringify(e2eChatCompletionsRefuseMarker)}`,
      `http://127.0.0.1:${e2eChatCompletionsPort}/v1/calls`,
    ),
    // Stripe, as far as the second stack knows (STRIPE_* in e2e-env.ts): its API, its hosted
    // checkout pages, and signed webhooks to the second stack (retried a few times while it starts).
    standIn(
      `tools/test/stripe-server.ts ${e2eStripePort} ${e2eStripeWebhookUrl} ${e2eStripeWebhookSecret}`,
      `${e2eStripeUrl}/_test/events`,
    ),
    {
      // Started after the first stack (Playwright starts its servers one after the other), so
      // the apps are built already and this launcher's build step finds everything cached.
      command: `${node} tools/test/reset-e2e.ts && ${node} tools/start/start.ts`,
      cwd: repoRoot,
      env: e2eOnlineServerEnv,
      url: `${e2eOnlineBaseUrl}/api/health`,
      reuseExistingServer: !isCi,
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    },
  ],
});
