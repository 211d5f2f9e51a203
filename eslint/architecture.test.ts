import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './architecture.mjs';
import { IMPORT_CYCLE_SETTINGS } from './import-cycles.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, sourceType: 'module' } });
const rule = plugin.rules['dependency-direction'];
const at = (file: string) => `/repo/src/${file}`;
const outside = (file: string) => `/repo/${file}`;

// A Fastify route plugin as route files write it, to plant in files of other names.
const ROUTE = "export const r = async (app) => { app.get('/pools/:id/events', { config: {} }, async () => 1); };";

tester.run('dependency-direction', rule as never, {
  valid: [
    { filename: at('server/modules/squares/routes.ts'), code: "import { signedInUser } from '../../http/guards';" },
    { filename: at('server/modules/squares/claim.ts'), code: "import { conflict } from '../../../domain/errors';" },
    // Domain purity, web <-> server, module and feature internals (the first three boundaries).
    { filename: at('domain/payouts.ts'), code: "import { z } from 'zod'; import { x } from './money';" },
    { filename: at('domain/payouts.test.ts'), code: "import { it } from 'vitest'; import fc from 'fast-check';" },
    { filename: at('web/pages/dashboard.tsx'), code: "import { formatMoney } from '../../domain/money';" },
    { filename: at('server/modules/pools/service.ts'), code: "import { getGame } from '../games';" },
    { filename: at('server/modules/pools/service.ts'), code: "import { games } from '../../db/schema'; import { eq } from 'drizzle-orm';" },
    { filename: at('server/modules/pools/routes.ts'), code: "import { getPool } from './service';" },
    { filename: at('server/modules/pools/index.ts'), code: "export { poolRoutes } from './routes';" },
    { filename: at('server/app.ts'), code: "import { poolRoutes } from './modules/pools/index';" },
    { filename: at('web/features/board/board.tsx'), code: "import { cn } from '../../lib/utils'; import { x } from './cell';" },
    // Routes: registered in routes.ts (and tests may build throwaway apps); look-alike calls are not routes.
    { filename: at('server/realtime/routes.ts'), code: ROUTE },
    { filename: at('server/http/security.test.ts'), code: ROUTE },
    {
      filename: at('server/modules/squares/board-cache.ts'),
      code: "cache.get(poolId); headers.get('x-id'); this.boards.delete(poolId); db.delete(sessions).where(x); router.route('/a');",
    },
    // Tests and benchmarks enter modules through their index.
    { filename: outside('tests/integration/claims.test.ts'), code: "import { claimSquares } from '../../src/server/modules/squares';" },
    { filename: outside('bench/claims.bench.ts'), code: "import { createTierPools } from '../src/server/modules/pools';" },
    // db builds on config and paths only.
    { filename: at('server/db/migrate.ts'), code: "import { PROJECT_ROOT } from '../paths'; import type { Config } from '../config';" },
    // Web zones downward: app -> pages -> features -> shared.
    { filename: at('web/main.tsx'), code: "import { App } from './app/app';" },
    { filename: at('web/app/pages.ts'), code: "import { PoolPage } from '../pages/pool';" },
    { filename: at('web/pages/pool.tsx'), code: "import { PoolPage } from '../features/pool-page'; import { Button } from '../components/ui/button';" },
    { filename: at('web/features/pool-page/pool-page.tsx'), code: "import { poolQueryKey } from '../../lib/query-keys'; import { BoardGrid } from '../../components/board/board-grid';" },
    // A feature's sub-folders are its own internals: they import each other and the shared zones freely.
    {
      filename: at('web/features/pool-page/cart/cart-card.tsx'),
      code: "import { lockReason } from '../pool-state'; import { LiveIndicator } from '../live/live-indicator'; import { cn } from '../../../lib/utils';",
    },
    { filename: at('web/components/ui/button.tsx'), code: "import { cn } from '../../lib/utils';" },
  ],
  invalid: [
    // 9. The first three boundaries keep working.
    { filename: at('domain/money.ts'), code: "import { readFileSync } from 'node:fs';", errors: [{ messageId: 'domainImpure' }] },
    { filename: at('domain/money.ts'), code: "import React from 'react';", errors: [{ messageId: 'domainImpure' }] },
    { filename: at('domain/money.ts'), code: "import { db } from '../server/db/client';", errors: [{ messageId: 'domainImpure' }] },
    { filename: at('domain/money.ts'), code: "import { api } from '../web/lib/api';", errors: [{ messageId: 'domainImpure' }] },
    { filename: at('web/pages/pool.tsx'), code: "import { getPool } from '../../server/modules/pools';", errors: [{ messageId: 'webToServer' }] },
    { filename: at('server/app.ts'), code: "export * from '../web/lib/api';", errors: [{ messageId: 'serverToWeb' }] },
    { filename: at('web/pages/pool.tsx'), code: "const m = import('../features/board/cell');", errors: [{ messageId: 'internals' }] },
    { filename: at('web/pages/pool.tsx'), code: "import { CartCard } from '../features/pool-page/cart/cart-card';", errors: [{ messageId: 'internals' }] },
    { filename: at('server/modules/squares/service.ts'), code: "import { x } from '../pools/tier-pools';", errors: [{ messageId: 'internals' }] },
    { filename: at('server/modules/pools/routes.ts'), code: "import { pools } from '../../db/schema';", errors: [{ messageId: 'routesToDb' }] },
    // 1. A route file importing drizzle-orm (the package, not only db/).
    { filename: at('server/modules/pools/routes.ts'), code: "import { eq } from 'drizzle-orm';", errors: [{ messageId: 'routesToOrm' }] },
    { filename: at('server/realtime/routes.ts'), code: "import { pgTable } from 'drizzle-orm/pg-core';", errors: [{ messageId: 'routesToOrm' }] },
    // 2. A service importing its own module's routes.
    { filename: at('server/modules/pools/service.ts'), code: "import { poolRoutes } from './routes';", errors: [{ messageId: 'serviceToRoutes' }] },
    // A use case throws the domain's typed errors; HTTP mapping stays in src/server/http.
    { filename: at('server/modules/squares/claim.ts'), code: "import { conflict } from '../../http/errors';", errors: [{ messageId: 'useCaseToHttp' }] },
    // 3. web/lib importing a feature.
    { filename: at('web/lib/api.ts'), code: "import { usePool } from '../features/pool-page';", errors: [{ messageId: 'webZoneUpward' }] },
    // 4. A web feature importing a page.
    { filename: at('web/features/pool-page/pool-page.tsx'), code: "import { Pool } from '../../pages/pool';", errors: [{ messageId: 'webZoneUpward' }] },
    // 5. A file that registers routes but is not routes.ts (and imports the schema, as pool-stream.ts did).
    {
      filename: at('server/realtime/pool-stream.ts'),
      code: `import { pools } from '../db/schema';\n${ROUTE}`,
      errors: [{ messageId: 'routeOutsideRoutesFile' }],
    },
    {
      filename: at('server/modules/pools/service.ts'),
      code: "export const r = async (app) => { app.route({ method: 'GET', url: '/pools', handler: async () => [] }); };",
      errors: [{ messageId: 'routeOutsideRoutesFile' }],
    },
    {
      filename: at('server/auth/setup.ts'),
      code: 'export const r = async (scope) => { scope.post(LOGIN_PATH, { config: {} }, async (request) => request.body); };',
      errors: [{ messageId: 'routeOutsideRoutesFile' }],
    },
    // 6. A test (or benchmark) reaching into a module's internals.
    {
      filename: outside('tests/integration/claims.test.ts'),
      code: "const { insertIfUnchanged } = await import('../../src/server/modules/squares/claim');",
      errors: [{ messageId: 'internals' }],
    },
    { filename: outside('bench/claims.bench.ts'), code: "import { x } from '../src/server/modules/pools/tier-pools';", errors: [{ messageId: 'internals' }] },
    // 7 (the layer half; file cycles are import-x/no-cycle's, below). db importing modules: the old seed cycle.
    {
      filename: at('server/db/seed/index.ts'),
      code: "import { createTierPools } from '../../modules/pools';",
      errors: [{ messageId: 'dbToServer' }],
    },
    {
      filename: at('server/db/seed/index.ts'),
      code: "import { x } from '../../modules/pools/service';",
      errors: [{ messageId: 'internals' }, { messageId: 'dbToServer' }],
    },
    // 8. Web zones: pages never import app; lib/components never import features/pages/app; no feature
    // imports another feature, not even through its index.
    { filename: at('web/pages/pool.tsx'), code: "import { routes } from '../app/routes';", errors: [{ messageId: 'webZoneUpward' }] },
    { filename: at('web/components/ui/card.tsx'), code: "import { Board } from '../../features/board';", errors: [{ messageId: 'webZoneUpward' }] },
    { filename: at('web/lib/use-auth.ts'), code: "import { Login } from '../pages/login';", errors: [{ messageId: 'webZoneUpward' }] },
    { filename: at('web/features/board/board.tsx'), code: "import { App } from '../../app/app';", errors: [{ messageId: 'webZoneUpward' }] },
    {
      filename: at('web/features/pool-page/cart/use-claim-squares.ts'),
      code: "import { gamePoolsQueryKey } from '../../dashboard';",
      errors: [{ messageId: 'featureToFeature' }],
    },
    { filename: at('web/features/board/board.tsx'), code: "import { useCart } from '../cart/use-cart';", errors: [{ messageId: 'featureToFeature' }] },
  ],
});

// 7. Import cycles between files: import-x/no-cycle with the project's settings, on fixture files
// (a cycle needs the other file on disk: fixtures/cycle/b.ts imports ./a).
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'cycle', 'a.ts');
const cycles = new RuleTester({
  languageOptions: { parser: tseslint.parser as never, sourceType: 'module' },
  settings: IMPORT_CYCLE_SETTINGS,
});

cycles.run('no-cycle', importX.rules['no-cycle'] as never, {
  valid: [
    { filename: fixture, code: 'export const a = 1;' },
    // Type-only imports leave nothing at runtime, so they close no cycle.
    { filename: fixture, code: "import type { B } from './b'; export const a: B = 1;" },
  ],
  invalid: [{ filename: fixture, code: "import { b } from './b'; export const a = b;", errors: 1 }],
});
