import { accessSync, constants } from 'node:fs';

const chromium = '/usr/bin/chromium';

/** Fails fast, with the fix, when Debian's Chromium is missing (Playwright must not download one). */
export default function globalSetup(): void {
  try {
    accessSync(chromium, constants.X_OK);
  } catch {
    throw new Error(`${chromium} is missing: install Debian's Chromium (sudo apt-get install chromium), as .ci/run does.`);
  }
}
