// The account's signed-in devices (the Settings page): one entry per sign-in that is still open,
// which the owner may end from any other device. A sign-in is a refresh-token family
// (auth_sessions.family_id): it keeps its id while its tokens rotate.

export interface SignedInDevice {
  /** The sign-in's family id: what DELETE /api/me/sessions/{id} takes. */
  id: string;
  /** Parsed from the browser's User-Agent; null when it says nothing we know. */
  browser: string | null;
  os: string | null;
  /** The address the latest token of this sign-in was issued to. */
  ip: string | null;
  /** ISO-8601: when the person signed in, and when the sign-in last renewed its token. */
  signedInAt: string;
  lastActiveAt: string;
  /** The device making the request. */
  current: boolean;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser and operating system a User-Agent names (the common ones; null otherwise). */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  const text = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { browser, os };
}
