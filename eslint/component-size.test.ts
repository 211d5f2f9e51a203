import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPONENT_MAX_LINES } from '../eslint.config.js';

// The project's real configuration (eslint.config.js), applied to files placed at a path in the tree:
// proves the size limit is wired to the web's components, and to nothing else.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function sizeErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'max-lines').map((m) => m.message);
}

/** A component of exactly `lines` lines, a third of them blank: blank lines and comments count like code. */
function componentOf(lines: number): string {
  const body = Array.from({ length: lines - 7 }, (_, i) => (i % 3 === 2 ? '' : `      <p>line ${i}</p>`));
  return ['// A planted component.', 'export function Planted() {', '  return (', '    <div>', ...body, '    </div>', '  );', '}', ''].join('\n');
}

describe('components stay small: a .tsx in src/web over the limit is a lint error', () => {
  beforeAll(() => sizeErrors('src/web/components/ui/warm-up.tsx', 'export {};'), 60_000);

  it('plants files of the lengths it is about', () => {
    expect(componentOf(COMPONENT_MAX_LINES).trimEnd().split('\n')).toHaveLength(COMPONENT_MAX_LINES);
    expect(componentOf(COMPONENT_MAX_LINES + 1).trimEnd().split('\n')).toHaveLength(COMPONENT_MAX_LINES + 1);
  });

  it(`refuses a component of ${COMPONENT_MAX_LINES + 1} lines, in a feature and in the shared components`, async () => {
    expect(await sizeErrors('src/web/features/pool-page/planted-card.tsx', componentOf(COMPONENT_MAX_LINES + 1))).toHaveLength(1);
    expect(await sizeErrors('src/web/components/board/planted.tsx', componentOf(COMPONENT_MAX_LINES + 1))).toHaveLength(1);
  });

  it(`allows one of ${COMPONENT_MAX_LINES} lines`, async () => {
    expect(await sizeErrors('src/web/features/pool-page/planted-card.tsx', componentOf(COMPONENT_MAX_LINES))).toEqual([]);
  });

  it('leaves tests and plain modules alone', async () => {
    expect(await sizeErrors('src/web/features/pool-page/planted.test.tsx', componentOf(COMPONENT_MAX_LINES + 50))).toEqual([]);
    expect(await sizeErrors('src/web/lib/planted.ts', 'export const a = 1;\n'.repeat(COMPONENT_MAX_LINES + 50))).toEqual([]);
  });
});
