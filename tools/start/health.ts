/** Polls the API's health endpoint until it answers 200, the API dies, or time runs out. */
export async function waitForHealthy(url: string, apiExited: Promise<unknown>, timeoutMs: number): Promise<void> {
  let dead = false;
  void apiExited.then(() => {
    dead = true;
  });
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (!dead) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${lastProblem}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The API exited before it became healthy.');
}
