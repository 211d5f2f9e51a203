import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './architecture.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser as never, sourceType: 'module' } });
const rule = plugin.rules['dependency-direction'];
const at = (file: string) => `/repo/src/${file}`;

tester.run('dependency-direction', rule as never, {
  valid: [
    { filename: at('domain/payouts.ts'), code: "import { z } from 'zod'; import { x } from './money';" },
    { filename: at('domain/payouts.test.ts'), code: "import { it } from 'vitest'; import fc from 'fast-check';" },
    { filename: at('web/pages/dashboard.tsx'), code: "import { formatMoney } from '../../domain/money';" },
    { filename: at('server/modules/pools/service.ts'), code: "import { getGame } from '../games';" },
    { filename: at('server/modules/pools/service.ts'), code: "import { games } from '../../db/schema';" },
    { filename: at('server/modules/pools/routes.ts'), code: "import { getPool } from './service';" },
    { filename: at('server/app.ts'), code: "import { poolRoutes } from './modules/pools/index';" },
    { filename: at('web/features/board/board.tsx'), code: "import { Cart } from '../cart'; import { x } from './cell';" },
    { filename: at('web/pages/pool.tsx'), code: "import { Board } from '../features/board';" },
  ],
  invalid: [
    { filename: at('domain/money.ts'), code: "import { readFileSync } from 'node:fs';", errors: [{ messageId: 'domainImpure' }] },
    { filename: at('domain/money.ts'), code: "import React from 'react';", errors: [{ messageId: 'domainImpure' }] },
    { filename: at('domain/money.ts'), code: "import { db } from '../server/db/client';", errors: [{ messageId: 'domainImpure' }] },
    { filename: at('domain/money.ts'), code: "import { api } from '../web/lib/api';", errors: [{ messageId: 'domainImpure' }] },
    { filename: at('web/pages/pool.tsx'), code: "import { getPool } from '../../server/modules/pools';", errors: [{ messageId: 'webToServer' }] },
    { filename: at('server/app.ts'), code: "export * from '../web/lib/api';", errors: [{ messageId: 'serverToWeb' }] },
    { filename: at('web/features/board/board.tsx'), code: "import { useCart } from '../cart/use-cart';", errors: [{ messageId: 'internals' }] },
    { filename: at('web/pages/pool.tsx'), code: "const m = import('../features/board/cell');", errors: [{ messageId: 'internals' }] },
    { filename: at('server/modules/squares/service.ts'), code: "import { x } from '../pools/tier-pools';", errors: [{ messageId: 'internals' }] },
    { filename: at('server/db/seed/index.ts'), code: "import { x } from '../../modules/pools/service';", errors: [{ messageId: 'internals' }] },
    { filename: at('server/modules/pools/routes.ts'), code: "import { pools } from '../../db/schema';", errors: [{ messageId: 'routesToDb' }] },
  ],
});
