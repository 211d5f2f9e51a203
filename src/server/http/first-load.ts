import { existsSync, readFileSync } from 'node:fs';
import { parseRecordId } from '../../domain/record-id';

/**
 * What the first page of a visit needs, named in index.html so the browser asks for it while it is
 * still loading the app's entry script, rather than one round trip after another: the
 * page's own code (modulepreload, from Vite's build manifest) and the public reads it starts with
 * (preload as fetch, with credentials as the app's fetch sends them, so the app's request uses the
 * answer). Only the pages a visit usually starts on; any other path gets none of this.
 */

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The first pages, by their source under src/web (the manifest's keys). */
const PAGE_SOURCES = { landing: 'pages/landing.tsx', dashboard: 'pages/dashboard.tsx', pool: 'pages/pool.tsx' } as const;
type FirstPage = keyof typeof PAGE_SOURCES;

/** The JavaScript files of a chunk and its static imports, as manifest keys walked depth-first. */
function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/** Per first page, the files its code needs beyond the entry's (which index.html loads already). */
export function pageModuleFiles(manifest: Manifest): Record<FirstPage, string[]> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryFiles = entryKey ? chunkFiles(manifest, entryKey) : new Set<string>();
  const files = {} as Record<FirstPage, string[]>;
  for (const page of Object.keys(PAGE_SOURCES) as FirstPage[]) {
    files[page] = [...chunkFiles(manifest, PAGE_SOURCES[page])].filter((file) => file.endsWith('.js') && !entryFiles.has(file));
  }
  return files;
}

export function readManifest(file: string): Manifest | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The first page for a path, as the app's route tables pick it (src/web/app/routes.ts): a session
 * cookie makes "/" the dashboard, most likely (the app still asks; a wrong guess costs bytes only).
 */
function firstPage(path: string, hasSession: boolean): { page: FirstPage; poolId?: number } | null {
  if (path === '/' || path === '') return { page: hasSession ? 'dashboard' : 'landing' };
  if (path === '/dashboard' || path === '/dashboard/') return hasSession ? { page: 'dashboard' } : null;
  const pool = /^\/pool\/([^/]+)\/?$/.exec(path);
  const poolId = parseRecordId(pool?.[1]);
  return poolId === null ? null : { page: 'pool', poolId };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}" />`;
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(url)}" />`;

/**
 * The preload tags for a request: the signed-in user when a session cookie came (the app asks first
 * thing), the first page's code, and its public reads (the pool and its squares; the leagues).
 */
export function firstLoadTags(path: string, hasSession: boolean, moduleFiles: Record<FirstPage, string[]> | null): string {
  const tags: string[] = [];
  if (hasSession) tags.push(fetchPreload('/api/auth/user'));
  const first = firstPage(path, hasSession);
  if (first) {
    for (const file of moduleFiles?.[first.page] ?? []) tags.push(modulePreload(file));
    if (first.poolId !== undefined) tags.push(fetchPreload(`/api/pools/${first.poolId}`), fetchPreload(`/api/pools/${first.poolId}/squares`));
    if (first.page === 'dashboard') tags.push(fetchPreload('/api/leagues'));
  }
  return tags.join('');
}
