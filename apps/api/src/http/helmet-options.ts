import type { HelmetOptions } from 'helmet';

/**
 * Content-Security-Policy for the SPA, Swagger UI and the dev pages: scripts only from our
 * origin; inline styles are allowed because UI libraries set them; websockets to our own origin.
 * HSTS and upgrade-insecure-requests only when the site is served over https.
 */
export function helmetOptions(publicUrl: string, extraSources: { styles?: string[]; fonts?: string[] } = {}): HelmetOptions {
  const url = new URL(publicUrl);
  const https = url.protocol === 'https:';
  const socketOrigin = `${https ? 'wss' : 'ws'}://${url.host}`;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // Said outright rather than left to script-src: no inline event handler (onerror=...) ever runs.
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", ...(extraSources.styles ?? [])],
        // https: for third-party widgets (the address autocomplete); a post's images are our own uploads.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:', ...(extraSources.fonts ?? [])],
        connectSrc: ["'self'", socketOrigin],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}
