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
    // Fewer, larger files for a first visit. Left to itself the bundler makes a file of every
    // module two pages share: each icon and small component was its own file, and the pool page loaded
    // about 65 of them, six at a time over HTTP/1.1 (one round trip each). The groups: whatever the entry
    // loads, in the entry; every other icon in one file (~13 KB gzip), which the pages load beside their
    // own code; and the app's shared components, hooks and Radix parts merged by the set of pages that
    // use them, sets under 2 KB into their nearest neighbour (at 5 KB such merges carried other pages' code,
    // the menus' and toasts' Radix parts, into the signed-in dashboard's first load: 149 KB instead of 135).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
            {
              name: 'shared',
              test: /src[\\/]web[\\/](components|lib[\\/](?!forms[\\/]))|node_modules[\\/]@radix-ui[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 2_000,
            },
            // The forms library and the app's form pieces (lib/forms), in one file only pages with a form load. After
            // 'shared', so the components they use stay there rather than coming along into this file.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]|src[\\/]web[\\/]lib[\\/]forms[\\/]/ },
          ],
        },
      },
    },
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
