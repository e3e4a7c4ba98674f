import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { CORE_NAMESPACES } from '@hm/i18n/namespaces';

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
    // The browser build only: the server build (pre-rendering) is not served.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
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

/**
 * index.html's entry is src/boot.ts, which imports the app (src/main.tsx) only when it runs. For the
 * empty shell the app is the critical path: modulepreload links for its chunk and every chunk it
 * imports start those downloads with the HTML instead of after the entry. The pre-rendered pages
 * drop these links (src/prerender/page-document.ts): they show without the app, which waits for them.
 */
function preloadApp(): Plugin {
  return {
    name: 'hm-preload-app',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
        if (!app) throw new Error('The build has no chunk for src/main.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * React Router's package exports only its development build (warnings on, extra checks), to
 * keep `react-router` and `react-router/dom` one instance (remix-run/react-router#12532). A
 * build takes its production files instead, both entries alike, so they still share one instance.
 */
function reactRouterProduction() {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

// The entry chunk's name (src/boot.ts), known ahead so that modulePreload below can tell its imports.
const BOOT_CHUNK = /^assets\/boot-[\w-]+\.js$/;
// A core namespace's file (CORE_NAMESPACES) in either language.
const CORE_TEXT_FILE = new RegExp(`libs/i18n/locales/(en|fr)/(${CORE_NAMESPACES.join('|')})\\.json$`);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), preloadApp()],
  resolve: {
    // Workspace libs (@hm/*) resolve to their TypeScript sources: no lib build needed
    // before `vite` or `vite build`.
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? reactRouterProduction() : [],
  },
  // The server build renders the public pages ahead (src/prerender/, run by package.json "build").
  // Workspace libs are bundled from their sources too; npm packages are loaded from node_modules.
  ssr: {
    noExternal: [/^@hm\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
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
    modulePreload: {
      // src/boot.ts imports the app in steps once a pre-rendered page is painted: the chunks each
      // step imports then come with it, as the browser finds them, rather than through a
      // <link rel=modulepreload> per chunk, which costs the main thread tens of milliseconds on a
      // page this size. The empty shell lists them in its HTML instead (preloadApp above).
      resolveDependencies: (_filename, deps, { hostId, hostType }) => (hostType === 'js' && BOOT_CHUNK.test(hostId) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // The browser build's one entry is src/boot.ts (index.html); the server build keeps its own names.
        ...(isSsrBuild ? {} : { entryFileNames: 'assets/boot-[hash].js' }),
        codeSplitting: {
          // The core translations of each language in one chunk (apps/web/src/app/locale-backend.ts):
          // one download instead of a dozen, and gzip compresses them together better. Other
          // chunks that import the same files (a page reading every text) then share this one.
          groups: [
            {
              name: (id: string) => {
                const match = CORE_TEXT_FILE.exec(id);
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
}));
