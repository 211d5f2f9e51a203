import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/harness';
import { fuzzOptions } from './fuzz-hints';
import { excerpt, Findings } from './fuzz-report';
import { endsSessions, lostSession, planSteps, problemsOf, send, targetsForeignObject, type Budget } from './fuzz-runner';
import { buildFuzzWorld } from './fuzz-world';
import { issuerFormOperation, startInteraction } from './issuer-form';
import { operationsOf, readOpenApi, undocumentedApiRoutes } from './openapi-operations';

/**
 * The fuzz suite: every operation of the app's own OpenAPI document, as anonymous, a player,
 * another player and the admin, with inputs generated from the document's JSON schemas (valid ones and
 * refused or hostile ones: NUL, lone surrogates, 100 KB strings, 2^31, 2^53-1, -1, 1e9, '../', unicode,
 * extra fields, the other player's ids). It holds that nothing answers 5xx, every 4xx is JSON with a
 * message, every route declares its audience and refuses everyone outside it, and a player never acts on
 * the other player's prize, private pool or checkout.
 *
 * Seeded: FUZZ_SEED=<n> replays a run (the seed is printed with every failure); FUZZ_REQUESTS=<n> sets
 * the size (default 3,400 a database, about a minute each).
 */
const DEFAULT_SEED = 20_261_121;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_SEED;
const BUDGET: Budget = { total: process.env.FUZZ_REQUESTS ? Number(process.env.FUZZ_REQUESTS) : 3400, outside: 4, stream: 6 };
const MIN_REQUESTS = 3000;
/** FUZZ_ONLY=<regex on "METHOD /path"> narrows a replay to some routes; FUZZ_VERBOSE=1 prints every request. */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';

describeEachDatabase(
  'fuzz: every route of the OpenAPI document x audience with schema-derived and hostile inputs',
  (env, kind) => {
    it('never answers 5xx, answers 4xx as JSON with a message and refuses callers outside the declared audience', async () => {
      if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be an integer, got ${process.env.FUZZ_SEED}`);
      const { app } = env();
      const world = await buildFuzzWorld(env());
      const interaction = await startInteraction(app, env().config.publicUrl);
      const options = { sampled: fuzzOptions(world, interaction, env().now), probes: fuzzOptions(world, interaction, env().now, { pristine: true }) };

      const findings = new Findings();
      const documented = operationsOf(readOpenApi(app), app.declaredRoutes);
      for (const op of documented.filter((o) => !o.auth)) findings.add('declares no audience (config.auth)', `${op.method} ${op.path}`, 'any', 'route left out of the fuzz');
      for (const route of undocumentedApiRoutes(documented, app.declaredRoutes)) findings.add('is not in the OpenAPI document', route, 'any', 'route left out of the fuzz');
      const operations = [...documented, issuerFormOperation(app.declaredRoutes)];

      const started = performance.now();
      const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
      const steps = planSteps(operations, options, SEED, BUDGET).filter((s) => !only || only.test(`${s.op.method} ${s.op.path}`));
      const statuses = new Map<number, number>();
      let restores = 0;
      let foreignTries = 0;
      for (const [n, step] of steps.entries()) {
        let sent = await send(env(), world, interaction, step, n);
        if (lostSession(step, sent)) {
          // Something earlier ended this member's session: restore it and send the request again.
          await world.restore();
          restores++;
          sent = await send(env(), world, interaction, step, n);
        }
        statuses.set(sent.status, (statuses.get(sent.status) ?? 0) + 1);
        if (VERBOSE) console.log(`${step.audience} ${step.kind} ${sent.method} ${excerpt(sent.url)} ${excerpt(sent.payload)} -> ${sent.status} ${excerpt(sent.text)}`);
        for (const problem of problemsOf(step, sent, world)) findings.addRequest(problem, step, sent);
        if (step.audience === 'player' && targetsForeignObject(step, world)) foreignTries++;
        if (endsSessions(step)) {
          await world.restore();
          restores++;
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
      console.log(
        `[fuzz ${kind}] seed ${SEED}: ${steps.length} requests (${steps.filter((s) => s.kind === 'probe').length} field probes) ` +
          `over ${operations.length} operations x 4 audiences in ${seconds} s ` +
          `(${byStatus}); ${foreignTries} by the player on the other player's prize, private pool or checkout; ` +
          `sessions restored ${restores}x. Skipped: HEAD (Fastify's automatic twin of each GET; not in the document). ` +
          `Event streams are read over HTTP until their headers; the issuer's sign-in form answers HTML by design, ` +
          `so only "no 5xx" applies to it.`,
      );
      if (!only) expect(steps.length).toBeGreaterThanOrEqual(Math.min(MIN_REQUESTS, BUDGET.total));
      if (findings.size > 0) {
        throw new Error(
          findings.report(
            `fuzz [${kind}] found ${findings.size} problem(s) in ${steps.length} requests, seed ${SEED} ` +
              `(replay: FUZZ_SEED=${SEED} npx vitest run tests/integration/fuzz/openapi-fuzz.test.ts):`,
          ),
        );
      }
    }, 300_000);
  },
  { listen: true },
);
