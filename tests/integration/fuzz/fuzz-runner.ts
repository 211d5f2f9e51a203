import fc from 'fast-check';
import type { TestEnv } from '../support/harness';
import { invalidInput, payloadOf, urlOf, validInput, type FuzzInput } from './fuzz-input';
import { AUDIENCES, type AudienceName, type FuzzWorld } from './fuzz-world';
import { isIssuerForm, type IssuerInteraction } from './issuer-form';
import { ownAudience, probeInputs, type Probe } from './fuzz-probes';
import { leavesOf, type ArbitraryOptions } from './json-schema-arbitrary';
import type { Audience, FuzzOperation } from './openapi-operations';

/**
 * Plans, sends and judges the fuzz's requests. The plan is a pure function of the seed: every
 * route x method x audience gets its own seed (so adding a route leaves the others' inputs alone), its
 * inputs are sampled from fast-check, and the whole list is shuffled with the seed, so states mix (an
 * admin cancels a pool between a player's claims).
 */
export interface Step {
  op: FuzzOperation;
  audience: AudienceName;
  /** valid or invalid: sampled; probe: a systematic hostile value in one field (fuzz-probes.ts). */
  kind: 'valid' | 'invalid' | 'probe';
  input: FuzzInput;
  probe?: Probe;
}

export interface Sent {
  method: string;
  url: string;
  payload: string | undefined;
  status: number;
  contentType: string;
  text: string;
}

export interface Budget {
  /** Requests in all (about). */
  total: number;
  /** Requests per route x audience outside the route's audience (each must be refused). */
  outside: number;
  /** At most this many per audience on an endless event stream. */
  stream: number;
}

export const allowed = (auth: Audience, audience: AudienceName) =>
  auth === 'public' || (audience !== 'anonymous' && (auth === 'user' || audience === 'admin'));

/** FNV-1a: a stable 32-bit seed per route x audience. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Routes with more fields get more of the random requests: a parameterless GET has little to vary. */
function weightOf(op: FuzzOperation): number {
  return 2 + leavesOf(op.params).length + leavesOf(op.query).length + (op.body ? leavesOf(op.body.schema).length : 0);
}

export function planSteps(operations: FuzzOperation[], options: { sampled: ArbitraryOptions; probes: ArbitraryOptions }, seed: number, budget: Budget): Step[] {
  const declared = operations.filter((op): op is FuzzOperation & { auth: Audience } => op.auth !== undefined);
  const steps: Step[] = [];
  for (const op of declared.filter((o) => !o.stream)) {
    const audience = ownAudience[op.auth];
    for (const { input, probe } of probeInputs(op, options.probes, hash32(`${seed}|${op.method} ${op.path}|probe`))) {
      steps.push({ op, audience, kind: 'probe', input, probe });
    }
  }
  const combos = declared.flatMap((op) => AUDIENCES.map((audience) => ({ op, audience, inside: allowed(op.auth, audience) })));
  const outside = combos.filter((c) => !c.inside).length * budget.outside;
  const streams = combos.filter((c) => c.inside && c.op.stream).length * budget.stream;
  const regular = combos.filter((c) => c.inside && !c.op.stream);
  const totalWeight = regular.reduce((sum, c) => sum + weightOf(c.op), 0);
  const insideBudget = Math.max(0, budget.total - steps.length - outside - streams);
  for (const { op, audience, inside } of combos) {
    const runs = !inside ? budget.outside : op.stream ? budget.stream : Math.max(4, Math.round((insideBudget * weightOf(op)) / totalWeight));
    const validRuns = Math.max(1, Math.floor(runs * 0.4));
    const comboSeed = hash32(`${seed}|${op.method} ${op.path}|${audience}`);
    const sample = (arbitrary: fc.Arbitrary<FuzzInput>, numRuns: number, salt: number) => fc.sample(arbitrary, { seed: comboSeed ^ salt, numRuns });
    for (const input of sample(validInput(op, options.sampled), validRuns, 0)) steps.push({ op, audience, kind: 'valid', input });
    for (const input of sample(invalidInput(op, options.sampled), runs - validRuns, 0x5bd1e995)) steps.push({ op, audience, kind: 'invalid', input });
  }
  return shuffled(steps, seed);
}

/** A different client address per request, so per-address throttles do not hide the routes behind 429s. */
const addressOf = (n: number) => `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;

export async function send(env: TestEnv, world: FuzzWorld, issuer: IssuerInteraction, step: Step, n: number): Promise<Sent> {
  const { op, input, audience } = step;
  const url = urlOf(op, input);
  const publicUrl = new URL(env.config.publicUrl);
  const headers: Record<string, string> = { host: publicUrl.host };
  const cookies: string[] = [];
  if (audience !== 'anonymous') cookies.push(`sq_session=${world.members[audience].token}`);
  if (isIssuerForm(op)) cookies.push(issuer.cookie);
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  if (op.method !== 'GET' && op.method !== 'HEAD') headers.origin = publicUrl.origin;
  const body = payloadOf(op, input.body);
  if (body) headers['content-type'] = body.contentType;
  if (op.stream) return sendToStream(env, op.method, url, headers, body?.payload);
  try {
    const response = await env.app.inject({
      method: op.method as 'GET',
      url,
      headers,
      remoteAddress: addressOf(n),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      ...(body ? { payload: body.payload } : {}),
    });
    return {
      method: op.method,
      url,
      payload: body?.payload,
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      text: response.body,
    };
  } catch (error) {
    return noAnswer(op.method, url, body?.payload, error);
  }
}

/** A request that got no answer in time: status 0, a problem of its own. */
const ANSWER_WITHIN_MS = 10_000;
function noAnswer(method: string, url: string, payload: string | undefined, error: unknown): Sent {
  if (!(error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))) throw error;
  return { method, url, payload, status: 0, contentType: '', text: `no answer within ${ANSWER_WITHIN_MS / 1000} s` };
}

/**
 * Event streams never end, so they go over real HTTP: the status and content type are read, then the
 * connection is dropped. Anything but a stream (a refusal, a 400) is read whole.
 */
async function sendToStream(env: TestEnv, method: string, url: string, headers: Record<string, string>, payload: string | undefined): Promise<Sent> {
  if (!env.baseUrl) throw new Error('fuzz: event streams need the app listening (describeEachDatabase { listen: true })');
  const { host: _host, ...rest } = headers;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ANSWER_WITHIN_MS);
  try {
    const response = await fetch(`${env.baseUrl}${url}`, { method, headers: rest, body: payload, signal: controller.signal });
    const contentType = response.headers.get('content-type') ?? '';
    const open = contentType.startsWith('text/event-stream');
    const text = open ? '' : await response.text();
    if (open) controller.abort();
    return { method, url, payload, status: response.status, contentType, text };
  } catch (error) {
    return noAnswer(method, url, payload, error);
  } finally {
    clearTimeout(timer);
  }
}

/** Routes whose answer to a member depends on owning the object: a player must never succeed on the other player's. */
const OWNER_ONLY: { method: string; path: string; field: string; where: 'params' | 'body'; of: (world: FuzzWorld) => string | number }[] = [
  { method: 'POST', path: '/api/payouts/{payoutId}/claim', where: 'params', field: 'payoutId', of: (w) => w.foreign.payoutId },
  ...['/roster', '/invitations', '/invitations/resend', '/cancel', '/guest-squares', '/squares/paid'].map((suffix) => ({
    method: suffix === '/roster' ? 'GET' : 'POST',
    path: `/api/pools/{id}${suffix}`,
    where: 'params' as const,
    field: 'id',
    of: (w: FuzzWorld) => w.foreign.privatePoolId,
  })),
  { method: 'POST', path: '/api/cancel-escrow-payment', where: 'body', field: 'paymentIntentId', of: (w) => w.foreign.paymentIntentId },
  { method: 'POST', path: '/api/purchase-squares', where: 'body', field: 'paymentIntentId', of: (w) => w.foreign.paymentIntentId },
];

export function targetsForeignObject(step: Step, world: FuzzWorld): boolean {
  return OWNER_ONLY.some((rule) => {
    if (rule.method !== step.op.method || rule.path !== step.op.path) return false;
    const part = rule.where === 'params' ? step.input.params : step.input.body.kind === 'value' ? step.input.body.value : undefined;
    const value = typeof part === 'object' && part !== null ? (part as Record<string, unknown>)[rule.field] : undefined;
    return value !== undefined && String(value) === String(rule.of(world));
  });
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  issues?: { path?: unknown }[];
}

function errorBody(text: string): ErrorBody | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null ? (body as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/** A URL the router cannot decode or match (bad percent-encoding, a parameter too long): no route ran. */
const refusedByRouter = (sent: Sent) => /^FST_ERR_(BAD_URL|MAX_PARAM_LENGTH)$/.test(String(errorBody(sent.text)?.code));

/**
 * The hygiene rule on a probe: refused by the request schema, with an issue naming the field (a 429 or
 * a router refusal came first and says nothing either way).
 */
function refusedBySchema(probe: Probe, sent: Sent): boolean {
  if (sent.status === 429 || refusedByRouter(sent)) return true;
  return sent.status === 400 && (errorBody(sent.text)?.issues ?? []).some((issue) => issue.path === probe.field);
}

/** What is wrong with an answer, as short problem kinds (empty: nothing). */
export function problemsOf(step: Step, sent: Sent, world: FuzzWorld): string[] {
  const problems: string[] = [];
  const { op, audience } = step;
  if (sent.status === 0) problems.push(sent.text);
  if (sent.status >= 500) problems.push(`answered ${sent.status}`);
  if (sent.status >= 400 && sent.status < 500 && !isIssuerForm(op)) {
    if (!sent.contentType.startsWith('application/json')) problems.push(`${sent.status} is not JSON (${sent.contentType || 'no content type'})`);
    else if (typeof errorBody(sent.text)?.message !== 'string') problems.push(`${sent.status} has no string message`);
  }
  const { probe } = step;
  if (probe?.mustRefuse && !isIssuerForm(op) && sent.status < 500 && !refusedBySchema(probe, sent)) {
    problems.push(`${probe.where} field ${probe.field} = ${JSON.stringify(probe.value)} is not refused by the request schema (answered ${sent.status})`);
  }
  if (op.auth && !allowed(op.auth, audience) && ![401, 403, 404].includes(sent.status) && !refusedByRouter(sent)) {
    problems.push(`not refused outside its audience '${op.auth}' (answered ${sent.status})`);
  }
  if (audience === 'player' && sent.status < 300 && targetsForeignObject(step, world)) {
    problems.push(`the other player's object was used (answered ${sent.status})`);
  }
  if (audience !== 'other player' && (sent.text.includes(world.foreign.clientSecret) || sent.text.includes(world.members['other player'].token))) {
    problems.push("the other player's payment secret or session token is in the answer");
  }
  return problems;
}

/** Requests after which the sender's session (or a member's role) may be gone: sign-ins replace it, too. */
const SESSION_ENDING = new Set([
  'POST /api/auth/sessions/revoke-all',
  'GET /api/logout',
  'PATCH /api/admin/users/{id}',
  'POST /api/admin/login',
  'POST /api/auth/register',
  'GET /api/callback',
  'POST /oidc/interaction/{uid}/login',
]);

export const endsSessions = (step: Step) => step.audience !== 'anonymous' && SESSION_ENDING.has(`${step.op.method} ${step.op.path}`);

/** A member refused as if signed out (or the admin as a player): its session or role is gone. */
export function lostSession(step: Step, sent: Sent): boolean {
  if (step.audience === 'anonymous' || step.op.auth === 'public') return false;
  if (sent.status === 401) return true;
  return step.audience === 'admin' && sent.status === 403 && sent.text.includes('Admin access required');
}
