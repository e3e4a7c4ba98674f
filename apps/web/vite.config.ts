import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API (npm start, or apps/api served on its own) listens here in development.
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
