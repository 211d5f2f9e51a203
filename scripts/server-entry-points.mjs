// The server's bundles, by output name: the process itself and the board PDFs' render thread, which
// src/server/modules/board-print/render-threads.ts starts from the file beside main.js. Shared by
// scripts/build.mjs (dist/server) and the integration tests' bundle (tests/integration/support/server-bundle.ts),
// so both build the same files.
export const SERVER_ENTRY_POINTS = {
  main: 'src/server/main.ts',
  'board-pdf-worker': 'src/server/modules/board-print/pdf-worker.ts',
};
