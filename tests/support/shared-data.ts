import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The workplace's real public data (recorded ESPN responses, schedules), which tests read but the
 * repository never copies. Looked up in SHARED_DATA_DIR, then `../shared/data` beside the repository,
 * then /work/shared/data; a missing folder is a failure with a clear message, never a silent skip.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CANDIDATES = [process.env.SHARED_DATA_DIR, path.resolve(ROOT, '../shared/data'), '/work/shared/data'].filter(
  (dir): dir is string => Boolean(dir),
);

export function sharedDataDir(): string {
  const found = CANDIDATES.find((dir) => existsSync(path.join(dir, 'README.md')));
  if (!found) {
    throw new Error(`The shared test data folder was not found (looked in ${CANDIDATES.join(', ')}). Set SHARED_DATA_DIR to it.`);
  }
  return found;
}

export function sharedDataFile(name: string): string {
  return path.join(sharedDataDir(), name);
}
