import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_HELD_SQUARES } from '../domain/hold-rules';
import { DEFAULT_DAILY_QUOTAS, type DailyQuotas } from '../domain/quota';
import { isUsStateCode } from '../domain/us-states';

/**
 * Every environment variable the server reads, parsed once at start (DESIGN.md section 1). A bad value
 * stops the process with a message naming the variable; nothing else in the server reads process.env.
 * Keep this table in step with the README's configuration table.
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `someone@host` or `Display Name <someone@host>` (no quotes, angle brackets or line breaks in the name). */
const MAIL_FROM_PATTERN = /^(?:[^<>"\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional postgres:// URL setting. */
const postgresUrl = () =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: postgresUrl(),
  DATABASE_SESSION_URL: postgresUrl(),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  OIDC_ISSUER_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  ADMIN_EMAILS: z.preprocess(emptyAsUndefined, z.string().optional()),
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12, 'must be at least 12 characters').max(256).optional()),
  ADMIN_MFA: z.preprocess(emptyAsUndefined, z.enum(['optional', 'required']).default('optional')),
  MIN_AGE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(18).max(25).default(18)),
  STATE_MIN_AGES: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\s*([A-Za-z]{2}\s*:\s*\d{2}\s*)(,\s*[A-Za-z]{2}\s*:\s*\d{2}\s*)*$/, 'must look like "AL:19,NE:19,MA:21"')
      .default('AL:19,NE:19,MA:21,AZ:21'),
  ),
  SCORE_FEED: z.preprocess(emptyAsUndefined, z.enum(['manual', 'replay', 'espn']).optional()),
  ESPN_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).default('https://site.api.espn.com')),
  REPLAY_SECONDS_PER_QUARTER: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3600).default(60)),
  SHUTDOWN_DRAIN_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(5000).default(0)),
  LIFECYCLE_TICK_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(250).max(600_000).default(5000)),
  FEED_POLL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1000).max(3_600_000).default(15_000)),
  PAID_PLAY: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)').optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)').optional()),
  SANDBOX_WEBHOOKS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  MAX_HELD_SQUARES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(DEFAULT_MAX_HELD_SQUARES)),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol) && new URL(v).hostname !== '', 'must be an smtp:// or smtps:// URL with a host')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().trim().regex(MAIL_FROM_PATTERN, 'must be an address, or "Name <address>"').optional()),
  MAIL_PER_DOMAIN_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(60)),
  PRIVATE_POOLS_PER_DAY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(DEFAULT_DAILY_QUOTAS.privatePools)),
  INVITATIONS_PER_DAY_NEW_ACCOUNT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_DAILY_QUOTAS.invitations.newAccount)),
  INVITATIONS_PER_DAY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_DAILY_QUOTAS.invitations.established)),
  NATS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((v) => v.split(',').every((u) => URL.canParse(u.trim()) && /^(nats|tls):$/.test(new URL(u.trim()).protocol)), 'must be one or more nats:// (or tls://) URLs, comma-separated')
      .optional(),
  ),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().regex(/^\S{16,256}$/, 'must be 16 to 256 characters without spaces').optional()),
  PDF_RENDERS_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(10)),
  PDF_RENDER_QUEUE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(1000).default(8)),
  STREAMS_PER_CLIENT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100_000).default(20)),
  MAX_STREAMS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000_000).optional()),
  BLOCKED_STATES: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .regex(/^\s*(none|[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*)\s*$/i, 'must be a comma-separated list of state codes, or "none"')
      .default('WA,ID,MT,NV,HI'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Unset = the embedded PGlite database in DATA_DIR. */
  databaseUrl: string | undefined;
  /**
   * A direct connection to the same database for session work (LISTEN, the relay's and jobs' advisory
   * locks, migrations) when DATABASE_URL goes through a pooler in transaction mode; unset = DATABASE_URL.
   */
  databaseSessionUrl?: string | undefined;
  /** The public origin of the site, e.g. https://squares.example.com (defaults to http://localhost:PORT). */
  publicUrl: string;
  sessionSecret: string;
  logLevel: Env['LOG_LEVEL'];
  /**
   * After SIGTERM, how long /readyz answers 503 while every request is still served, before the server
   * stops listening: long enough for a health-checking proxy to send new requests elsewhere (docs/operations.md, Running several processes).
   */
  shutdownDrainMs: number;
  /** Trust X-Forwarded-For/-Proto (only behind a proxy that sets them; else clients could spoof their IP). */
  trustProxy: boolean;
  /** External OpenID Connect issuer; undefined = the embedded local issuer under /oidc. */
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | undefined } | undefined;
  /** E-mails granted the admin role at OIDC sign-in when the issuer says they are verified (D6). */
  adminEmails: string[];
  /** Username/password admin created or updated at start (D6). */
  adminAccount: { username: string; password: string } | undefined;
  /**
   * Admins' second factor: 'optional' (each admin may enrol one; the quick start needs none) or
   * 'required' (an admin without one can do nothing but enrol).
   */
  adminMfa: 'optional' | 'required';
  /** Where scores come from (replay by default on the embedded database, ESPN with PostgreSQL). */
  scores: {
    feed: 'manual' | 'replay' | 'espn';
    espnBaseUrl: string;
    replaySecondsPerQuarter: number;
    tickMs: number;
    /** How often the feed is asked (ESPN); a replay is computed every tick. */
    feedPollMs: number;
  };
  /** D14 compliance: minimum age, per-state overrides, states where paid play is blocked. */
  compliance: { minAge: number; stateMinAges: Record<string, number>; blockedStates: string[] };
  payments: PaymentsConfig;
  mail: MailConfig;
  /** D20: what one account (and one address) may make the site e-mail for it a day (domain/quota.ts). */
  quotas: DailyQuotas;
  /**
   * Where board events fan out between processes: NATS server URLs; undefined = one batched
   * LISTEN/NOTIFY channel of the database (src/server/realtime/transports.ts).
   */
  natsServers?: string[] | undefined;
  /** GET /metrics answers only with "Authorization: Bearer <this>"; unset = /metrics answers 404. */
  metricsToken?: string | undefined;
  /**
   * The printable board's PDFs (modules/board-print): renders one address may have made per minute (PDFs
   * already made never count), and renders that may wait for a render thread before more are refused (503).
   */
  boardPdf: { rendersPerMinute: number; renderQueue: number };
  /**
   * Live streams (Server-Sent Events) one client may hold at once (an address, or an account when signed in),
   * and this process in all; `perProcess` undefined = derived from the open-file limit at start (realtime/stream-capacity.ts).
   */
  streams: { perClient: number; perProcess: number | undefined };
}

/** E-mail: sent through SMTP when SMTP_URL is set; otherwise kept in the outbox for admins to read. */
export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS); undefined = keep, do not send. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `Squares <no-reply@squares.example.com>`. */
  from: string;
  /** The outbox worker sends at most this many messages a minute to one recipient domain (mail/domain-pace.ts). */
  perDomainPerMinute: number;
}

/** Who handles card payments: the sandbox unless Stripe's three keys are given. */
export interface PaymentsConfig {
  /** D19: off = the site handles no money (paid tiers refuse purchases); free pools keep working. */
  paidPlay: boolean;
  provider: 'sandbox' | 'stripe';
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBaseUrl?: string } | undefined;
  /** The sandbox delivers its webhook events to our webhook route (off: only the browser and reconciliation complete purchases). */
  sandboxWebhooks: boolean;
  /** The most squares one player may hold in checkout at once, across all pools (domain/hold-rules.ts). */
  maxHeldSquares: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parse the environment; throws ConfigError listing each bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return `  ${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? '')})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * In embedded mode (no SESSION_SECRET given) a random secret is generated once and kept in DATA_DIR, so
 * sessions survive restarts without any setup. Production deployments should set SESSION_SECRET.
 */
function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Cross-variable rules that one field's schema cannot express. */
function checkCombinations(env: Env): void {
  const problems: string[] = [];
  if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) problems.push('  OIDC_CLIENT_ID: is required when OIDC_ISSUER_URL is set');
  if (!env.OIDC_ISSUER_URL && (env.OIDC_CLIENT_ID || env.OIDC_CLIENT_SECRET)) {
    problems.push('  OIDC_ISSUER_URL: is required when OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set');
  }
  if (env.DATABASE_SESSION_URL && !env.DATABASE_URL) problems.push('  DATABASE_SESSION_URL: is for PostgreSQL only: set DATABASE_URL too');
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push(`  ${env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'}: ADMIN_USERNAME and ADMIN_PASSWORD go together`);
  }
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !env[name]);
    problems.push(`  ${missing.join(', ')}: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together`);
  }
  const badStates = parseStateList(env.BLOCKED_STATES).filter((code) => !isUsStateCode(code));
  const badAges = Object.keys(parseStateAges(env.STATE_MIN_AGES)).filter((code) => !isUsStateCode(code));
  if (badStates.length) problems.push(`  BLOCKED_STATES: unknown state code(s) ${badStates.join(', ')}`);
  if (badAges.length) problems.push(`  STATE_MIN_AGES: unknown state code(s) ${badAges.join(', ')}`);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

function parseStateList(value: string): string[] {
  if (value.trim().toLowerCase() === 'none') return [];
  return value.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
}

function parseStateAges(value: string): Record<string, number> {
  return Object.fromEntries(
    value.split(',').map((pair) => {
      const [code, age] = pair.split(':');
      return [code!.trim().toUpperCase(), Number(age)];
    }),
  );
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  checkCombinations(env);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseSessionUrl: env.DATABASE_SESSION_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    sessionSecret: env.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    trustProxy: env.TRUST_PROXY === 'true',
    oidc: env.OIDC_ISSUER_URL
      ? { issuerUrl: env.OIDC_ISSUER_URL, clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET }
      : undefined,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    adminAccount: env.ADMIN_USERNAME ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD! } : undefined,
    adminMfa: env.ADMIN_MFA,
    scores: {
      feed: env.SCORE_FEED ?? (env.DATABASE_URL ? 'espn' : 'replay'),
      espnBaseUrl: env.ESPN_BASE_URL.replace(/\/+$/, ''),
      replaySecondsPerQuarter: env.REPLAY_SECONDS_PER_QUARTER,
      tickMs: env.LIFECYCLE_TICK_MS,
      feedPollMs: env.FEED_POLL_MS,
    },
    compliance: {
      minAge: env.MIN_AGE,
      stateMinAges: parseStateAges(env.STATE_MIN_AGES),
      blockedStates: parseStateList(env.BLOCKED_STATES),
    },
    payments: {
      paidPlay: env.PAID_PLAY === 'on',
      provider: env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox',
      stripe: env.STRIPE_SECRET_KEY
        ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET! }
        : undefined,
      sandboxWebhooks: env.SANDBOX_WEBHOOKS === 'on',
      maxHeldSquares: env.MAX_HELD_SQUARES,
    },
    metricsToken: env.METRICS_TOKEN,
    quotas: {
      privatePools: env.PRIVATE_POOLS_PER_DAY,
      invitations: { newAccount: env.INVITATIONS_PER_DAY_NEW_ACCOUNT, established: env.INVITATIONS_PER_DAY },
    },
    boardPdf: { rendersPerMinute: env.PDF_RENDERS_PER_MINUTE, renderQueue: env.PDF_RENDER_QUEUE },
    streams: { perClient: env.STREAMS_PER_CLIENT, perProcess: env.MAX_STREAMS },
    natsServers: env.NATS_URL?.split(',').map((url) => url.trim()),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Squares <no-reply@${env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : 'localhost'}>`,
      perDomainPerMinute: env.MAIL_PER_DOMAIN_PER_MINUTE,
    },
  };
}
