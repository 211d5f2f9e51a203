import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import plugin, { TRACKER_MENTION } from './tracker-mentions.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The planted mentions are put together at run time, so this file does not hold one itself.
const WORD = 'issue';
const mention = (rest: string) => `${WORD}${rest}`;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});
const error = { messageId: 'trackerMention' };

tester.run('no-tracker-mentions', plugin.rules['no-tracker-mentions'] as never, {
  valid: [
    { code: '// The read model: a pool read is kept until its change event arrives.\nexport const a = 1;' },
    // The word alone, and numbers near it that are not a tracker item, are the product's own words.
    { code: "ctx.addIssue({ code: 'custom', message: 'row is required' }); const issues = result.error?.issues[0];" },
    { code: "it('reads the issues of a 400 body', () => {}); const t = `pool #12`;" },
    { code: "/** Field issues listed, 2 at most. */ export const x = 'an issue: 3 fields';" },
  ],
  invalid: [
    { code: `// Self-contained (${mention(' 19')}): the squares come with the event.\nexport const a = 1;`, errors: [error] },
    { code: `/**\n * The relay (${mention('s 12 and 13')}).\n */\nexport const a = 1;`, errors: [error] },
    { code: `it('settles reverse winners (${mention(' #20')})', () => {});`, errors: [error] },
    { code: `const m = \`${mention(' 12')} ("pool open"): \${label}\`;`, errors: [error] },
    { code: `const e = <p>See ${mention(' 5')} for why.</p>;`, errors: [error] },
    { code: `const e = <p title="${mention(' 5')}">x</p>;`, errors: [error] },
    { code: `// ${mention('S 4')}: upper case too\nexport {};`, errors: [error] },
  ],
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the project configuration refuses tracker mentions', () => {
  const eslint = new ESLint({ cwd: root });
  const mentions = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages.filter((m) => m.ruleId === 'tracker/no-tracker-mentions');
  };
  // Loading the whole configuration (plugins, parsers) takes seconds on a busy machine: once, up front.
  beforeAll(() => mentions('src/domain/warm-up.ts', 'export {};'), 60_000);

  it.each([
    ['src/domain/planted.ts', `/** The pot of a full board (${mention(' 20')}). */\nexport const pot = 1;`],
    ['src/web/features/planted/planted.tsx', `export const P = () => <p>${mention(' 14')}</p>;`],
    ['tests/integration/planted.test.ts', `it('events off the commit path (${mention(' 19')})', () => {});`],
    ['bench/planted.bench.ts', `// Targets (${mention(' 4')}): zero oversell.\nexport {};`],
    ['scripts/planted.mjs', `// The budgets (${mention(' 17')} item 6).\nexport {};`],
  ])('in %s', async (file, code) => {
    expect(await mentions(file, code)).toHaveLength(1);
  });
});

/** Every file under the folders the product's code lives in, except dependencies. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}node_modules`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// ESLint reads only the scripts; SQL migrations, stylesheets and JSON fixtures are read here.
describe('no file of the code mentions a tracker item', () => {
  it('src, tests, bench, scripts and eslint: every line of every text file', () => {
    const found: string[] = [];
    for (const file of ['src', 'tests', 'bench', 'scripts', 'eslint'].flatMap(filesUnder)) {
      const text = readFileSync(file, 'utf8');
      if (text.includes('\u0000')) continue; // binary
      text.split('\n').forEach((line, i) => {
        if (TRACKER_MENTION.test(line)) found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
