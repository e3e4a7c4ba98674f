import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API (npm start, or apps/api served on its own) listens here in development.
const API_ORIGIN = 'http://localhost:3000';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text asset of the build, at the
 * highest levels, once; the API sends the best copy the browser accepts
 * (apps/api/src/http/precompressed-assets.ts). Source maps and tiny files are left alone.
 */
function precompress(): Plugin {
  return {
    name: 'hm-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const data = readFileSync(join(dir, fileName));
        if (data.length < 1024) continue;
        writeFileSync(join(dir, `${fileName}.br`), brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // Workspace libs (@hm/*) resolve to their TypeScript sources: no lib build needed
    // before `vite` or `vite build`.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      // Includes Socket.IO at /api/socket.io (ws: true).
      '/api': { target: API_ORIGIN, ws: true },
      // Bull Board only: /admin itself is the SPA's operator page.
      '/admin/': { target: API_ORIGIN },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json maps each source module to its chunk and that chunk's imports:
    // tools/bench/landing-js-size.ts reads it to weigh what the landing page loads.
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          // The core translations of each language in one chunk (apps/web/src/app/locale-backend.ts):
          // one download instead of a dozen, and gzip compresses them together better. Other
          // chunks that import the same files (a page reading every text) then share this one.
          groups: [
            {
              name: (id: string) => {
                const match = /libs\/i18n\/locales\/(en|fr)\/(common|nav|footer|errors|pages|seo|account|chat|services|landing|site|forms)\.json$/.exec(id);
                // src/lib/api-error.ts reads the English error keys: left apart so that using it
                // does not download every core English text for a French visitor.
                if (!match || id.endsWith('/en/errors.json')) return null;
                return `texts-${match[1]}`;
              },
            },
          ],
        },
      },
    },
  },
});
