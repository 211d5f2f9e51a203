import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the integration tests mostly wait on PostgreSQL, server
    // processes and timers, so two files at a time halve the suite's wall time on the 2-core CI machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
