import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The product server (apps/server) listens on 3000 and serves the API and the embedded auth service.
// In development Vite proxies both to it. The browser's Host header is kept (changeOrigin off; Vite
// turns it on for the string shorthand) and X-Forwarded-* added, so the server sees the origin the
// browser uses and can answer /api/config with an auth URL on that origin (no CORS in development).
// In production the server serves dist/ itself, same origin, with history fallback.
const productServer = { target: 'http://localhost:3000', changeOrigin: false, xfwd: true };

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': productServer,
      '/auth': productServer,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
