import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './tests/support/heavy-first-sequencer';

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the integration tests mostly wait on PostgreSQL, server
    // processes and timers, so three files at a time keep the 2-core CI machine busy (two halved the
    // wall time; three keep the whole suite inside its 15 minutes).
    maxWorkers: 3,
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/preload-page-modules.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/global-setup.ts'],
          // The files of a worker share its modules (the server's code, PGlite's compiled WebAssembly) rather
          // than loading them again for each file: ~20% less CPU for the project. Each file still gets
          // its own databases and app instances (harness.ts); module state is shared as in one server process.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
