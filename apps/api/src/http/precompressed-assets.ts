import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

// What the web build writes beside each hashed asset (apps/web/vite.config.ts, precompress plugin).
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the web app's assets compressed: the build stores a Brotli and a gzip copy of each
 * text asset, so no CPU is spent compressing per request; the browser gets the best one it
 * accepts (Accept-Encoding), anything else falls through to the plain file. Without it the
 * landing page's JavaScript travels uncompressed (about 4 times its gzip size), which is what
 * kept Lighthouse's mobile performance score far below its budget (BENCHMARKS.md, Lighthouse).
 */
export function precompressedAssets(assetsDir: string, cacheControl: string): RequestHandler {
  const available = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    // Only plain file names of this folder; nothing with a path in it.
    if (!/^[\w.-]+$/.test(name) || name.includes('..')) return next();
    const encodings = ENCODINGS.filter((encoding) => available.has(name + encoding.suffix));
    if (encodings.length === 0) return next();
    res.vary('Accept-Encoding');
    // Brotli first when accepted at all: browsers list gzip first but both with the same weight.
    const encoding = encodings.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', cacheControl);
    res.type(extname(name));
    res.sendFile(join(assetsDir, name + encoding.suffix), (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
