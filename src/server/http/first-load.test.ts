import { describe, expect, it } from 'vitest';
import { firstLoadTags, pageModuleFiles } from './first-load';

/** A build's manifest in miniature: the entry, a shared chunk, three pages and one chunk the entry has too. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['index.html', '_runtime.js'] },
  'pages/pool.tsx': { file: 'assets/pool-1.js', imports: ['index.html', '_shared.js'] },
  'pages/landing.tsx': { file: 'assets/landing-1.js', imports: ['index.html'] },
  'pages/dashboard.tsx': { file: 'assets/dashboard-1.js', imports: ['_shared.js'] },
};

describe('first-load preloads', () => {
  const files = pageModuleFiles(MANIFEST);

  it('lists each first page with its static imports, less what the entry loads already', () => {
    expect(files).toEqual({
      landing: ['assets/landing-1.js'],
      dashboard: ['assets/dashboard-1.js', 'assets/shared-1.js'],
      pool: ['assets/pool-1.js', 'assets/shared-1.js'],
    });
  });

  it("names a visitor's landing code, a pool's code and reads, and a member's dashboard", () => {
    expect(firstLoadTags('/', false, files)).toBe('<link rel="modulepreload" crossorigin href="/assets/landing-1.js" />');
    const pool = firstLoadTags('/pool/7', false, files);
    expect(pool).toContain('href="/assets/pool-1.js"');
    expect(pool).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/pools/7/squares" />');
    const member = firstLoadTags('/dashboard', true, files);
    expect(member).toContain('href="/api/auth/user"');
    expect(member).toContain('href="/assets/dashboard-1.js"');
    expect(member).toContain('href="/api/leagues"');
  });

  it('adds nothing for other pages, or for /dashboard without a session (the 404 page there)', () => {
    expect(firstLoadTags('/dashboard', false, files)).toBe('');
    expect(firstLoadTags('/checkout', false, files)).toBe('');
    expect(firstLoadTags('/pool/0', false, files)).toBe('');
  });
});
