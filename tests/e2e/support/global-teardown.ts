import { rmSync } from 'node:fs';

/** Removes the temporary data folder the browser tests' server used. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('squares-e2e-')) rmSync(dir, { recursive: true, force: true });
}
