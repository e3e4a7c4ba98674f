import { UserFacingError } from './errors.ts';

/**
 * Checks the settings the launcher hands to the API and the worker against their own rules
 * (@hm/config), so that a bad variable stops everything with one line before migrations run,
 * instead of both apps failing after them. Loaded after the build step, which builds @hm/config.
 */
export async function checkAppSettings(env: NodeJS.ProcessEnv): Promise<void> {
  const { API_VARIABLES, InvalidConfigError, WORKER_VARIABLES, readEnv } = await import('@hm/config');
  try {
    readEnv([...new Set([...API_VARIABLES, ...WORKER_VARIABLES])], env);
  } catch (error) {
    throw error instanceof InvalidConfigError ? new UserFacingError(error.message) : error;
  }
}
