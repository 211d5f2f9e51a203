import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The web app lives in src/web; the API server (src/server) serves the built files from dist/web.
// In development (`npm run dev`) Vite serves the app and forwards API calls to the server.
const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // dist/web/.vite/manifest.json: which chunk imports which, for the budget check (scripts/build.mjs moves it out of dist/web).
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    // Spec section 8: development error overlays are hidden (errors still reach the console).
    hmr: { overlay: false },
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/oidc': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/healthz': `http://127.0.0.1:${apiPort}`,
      '/readyz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
