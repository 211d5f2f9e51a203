import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's real configuration (eslint.config.js), applied to code placed at a path in the tree:
// proves the one-clock rule is wired to the files it must guard, not only that the selectors match.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function clockErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('one clock: direct reads of the machine clock are lint errors in server and domain code', () => {
  // Loading the whole configuration (plugins, parsers) takes seconds on a busy machine: once, up front.
  beforeAll(() => clockErrors('src/server/modules/pools/warm-up.ts', 'export {};'), 60_000);
  const service = 'src/server/modules/pools/planted-service.ts';

  it.each([
    ['new Date()', 'export const stamp = () => ({ updatedAt: new Date() });'],
    ['Date.now()', 'export const stamp = () => Date.now();'],
    ['Date()', 'export const stamp = () => Date();'],
    ['SQL now()', "import { sql } from 'drizzle-orm';\nexport const q = sql`update pools set updated_at = now()`;"],
    ['SQL current_timestamp', "export const q = 'select current_timestamp';"],
  ])('refuses %s in a service', async (_name, code) => {
    expect(await clockErrors(service, code)).toHaveLength(1);
  });

  it('refuses it in the domain too', async () => {
    expect(await clockErrors('src/domain/planted.ts', 'export const today = () => new Date();')).toHaveLength(1);
  });

  it('allows dates built from values, the injected clock and durations', async () => {
    const code = [
      'export const at = (ms: number, clock: () => Date) => [new Date(ms), clock(), performance.now()];',
      "import { sql } from 'drizzle-orm';",
      'export const q = (now: Date) => sql`update pools set updated_at = ${now}`;',
    ].join('\n');
    expect(await clockErrors(service, code)).toEqual([]);
  });

  it('allows the places listed in eslint.config.js: the system clock and tests', async () => {
    expect(await clockErrors('src/server/system-clock.ts', 'export const systemClock = () => new Date();')).toEqual([]);
    expect(await clockErrors('src/server/modules/pools/planted.test.ts', 'export const t = Date.now();')).toEqual([]);
  });
});
