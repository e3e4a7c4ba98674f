import { expect, test, type ConsoleMessage } from '@playwright/test';

const deepLink = '/reservation/HM-2026-123456789';

test.describe('the running stack', () => {
  test('health answers 200 with the database and Redis up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { status: string; info: Record<string, { status: string }> };
    expect(body.status).toBe('ok');
    expect(body.info['database']?.status).toBe('up');
    expect(body.info['redis']?.status).toBe('up');
  });

  test('the OpenAPI docs load', async ({ page }) => {
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/API/);
    // Swagger UI renders the operations from the OpenAPI document: the readiness route is one. It
    // renders only the operations near the viewport (a virtual list), so the page scrolls to it.
    const readiness = page.locator('.opblock-summary-path', { hasText: /\/api\/health\/ready$/ });
    await expect(page.locator('.opblock-summary-path').first()).toBeVisible();
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(readiness).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
  });

  test('an unknown API path is a JSON 404, not the web app', async ({ request }) => {
    const response = await request.get('/api/this-route-does-not-exist');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
  });
});

test('a deep link loads the web app, not a server 404', async ({ page }) => {
  const response = await page.goto(deepLink);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading').first()).toBeVisible();
});

test('the home page loads without console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
