import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/errors';
import { PROJECT_ROOT } from '../paths';

/**
 * The table of error codes in docs/api.md is what API clients read: every code the server can answer with
 * is there, with its status, and the table names no code that does not exist.
 */
describe("docs/api.md's error table", () => {
  const apiDoc = readFileSync(path.join(PROJECT_ROOT, 'docs', 'api.md'), 'utf8');
  const rows = new Map([...apiDoc.matchAll(/^\| `([a-z_]+)` \| (\d{3}) \|/gm)].map((match) => [match[1]!, Number(match[2])]));

  it('lists every error code with its HTTP status', () => {
    const missing = Object.entries(ERROR_CODES).filter(([code, status]) => rows.get(code) !== status);
    expect(missing.map(([code, status]) => `${code} ${status}`)).toEqual([]);
  });

  it('lists no code the server does not have', () => {
    expect([...rows.keys()].filter((code) => !(code in ERROR_CODES))).toEqual([]);
  });
});
