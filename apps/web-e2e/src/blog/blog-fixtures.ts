import { randomBytes, randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type TestInfo } from '@playwright/test';
import enBlog from '@hm/i18n/locales/en/blog.json' with { type: 'json' };
import frBlog from '@hm/i18n/locales/fr/blog.json' with { type: 'json' };
import type { Person } from '../support/accounts.ts';
import type { Lang } from '../support/texts.ts';

export const blogTexts = { en: enBlog, fr: frBlog } as const satisfies Record<Lang, unknown>;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG (the API checks the bytes, not the name): a small teal gradient. */
export function pngFixture(width = 64, height = 36): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = 24;
      row[2 + x * 3] = 98 + Math.round((x / width) * 100);
      row[3 + x * 3] = 91 + Math.round((y / height) * 100);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A word of letters only that no other post has, so searches find exactly this run's post. */
export function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return `zq${Array.from(randomBytes(8), (byte) => letters[byte % letters.length]).join('')}`;
}

/**
 * A second browser (another person) with the project's viewport and base URL, coming from
 * an address of its own like the accounts specs (the API limits sign-ins per address).
 */
export async function otherVisitor(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, userAgent } = testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
}

/** An access token for the account, from the sign-in the login form uses. */
export async function accessTokenOf(request: APIRequestContext, person: Pick<Person, 'email' | 'password'>): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: person.email, password: person.password, rememberMe: false } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
