import type { TestProject } from 'vitest/node';
import { DEFAULT_NOW, makeDatabaseTemplates, type DatabaseTemplates } from './database-templates';
import { isReachable, postgresAdminUrl } from './postgres';
import { buildServerBundle } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the PostgreSQL server to create test databases on; null when unreachable (suite skipped). */
    postgresAdminUrl: string | null;
    postgresSkipReason: string | null;
    /** The databases every test database is copied from (made once per run). */
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Bundles the server that the process tests start (server-bundle.ts), and decides once per run whether the PostgreSQL half of the integration suite runs. Unreachable is a
 * printed skip, or a failure when REQUIRE_POSTGRES=1 (CI), so the suite can never silently pass
 * without PostgreSQL. Then makes the template databases (database-templates.ts); the returned
 * teardown removes them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [adminUrl] = await Promise.all([choosePostgres(project), buildServerBundle()]);
  const { templates, remove } = await makeDatabaseTemplates(adminUrl, DEFAULT_NOW);
  project.provide('databaseTemplates', templates);
  return remove;
}

async function choosePostgres(project: TestProject): Promise<string | null> {
  const url = postgresAdminUrl();
  const reachable = await isReachable(url);
  if (reachable.ok) {
    project.provide('postgresAdminUrl', url);
    project.provide('postgresSkipReason', null);
    return url;
  }
  const safeUrl = url.replace(/\/\/[^@/]*@/, '//***@');
  if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is not reachable at ${safeUrl}: ${reachable.reason}`);
  }
  const reason = `PostgreSQL not reachable at ${safeUrl} (${reachable.reason}); its integration tests are skipped. Set REQUIRE_POSTGRES=1 to make this a failure.`;
  console.warn(`\n[integration] ${reason}\n`);
  project.provide('postgresAdminUrl', null);
  project.provide('postgresSkipReason', reason);
  return null;
}
