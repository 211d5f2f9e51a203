import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'squares-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('configuration', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 5000, DATA_DIR: './data', LOG_LEVEL: 'info', NODE_ENV: 'production' });
    expect(env.DATABASE_URL).toBeUndefined();
    // Live streams: 20 per client; the process's bound is derived from its open-file limit at start.
    expect(env.STREAMS_PER_CLIENT).toBe(20);
    expect(env.MAX_STREAMS).toBeUndefined();
    // A player holds at most 10 squares in checkout at once, across all pools.
    expect(env.MAX_HELD_SQUARES).toBe(10);
    expect(parseEnv({ MAX_HELD_SQUARES: '4' }).MAX_HELD_SQUARES).toBe(4);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_SESSION_URL', 'pgbouncer://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['SESSION_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'smtp://'],
    ['MAIL_FROM', 'Squares <not an address>'],
    ['MAX_HELD_SQUARES', '0'],
    ['MAX_HELD_SQUARES', 'ten'],
    ['STREAMS_PER_CLIENT', '0'],
    ['MAX_STREAMS', 'many'],
    ['PRIVATE_POOLS_PER_DAY', '0'],
    ['INVITATIONS_PER_DAY_NEW_ACCOUNT', '1.5'],
    ['INVITATIONS_PER_DAY', 'lots'],
    ['MAIL_PER_DOMAIN_PER_MINUTE', '-1'],
    ['ADMIN_MFA', 'always'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${name}:`);
    expect((error as Error).message).toContain(JSON.stringify(value));
  });

  it('takes DATABASE_SESSION_URL (a direct connection beside a pooled DATABASE_URL) only with DATABASE_URL', () => {
    const direct = 'postgres://squares@db:5432/squares';
    const pooled = 'postgres://squares@pgbouncer:6432/squares';
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: pooled, DATABASE_SESSION_URL: direct })).toMatchObject({ databaseUrl: pooled, databaseSessionUrl: direct });
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: pooled }).databaseSessionUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_SESSION_URL: direct })).toThrow(/DATABASE_SESSION_URL: is for PostgreSQL only: set DATABASE_URL too/);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ PORT: 5000, DATABASE_URL: undefined });
  });

  it('generates a session secret once in DATA_DIR and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('prefers SESSION_SECRET and derives PUBLIC_URL from PORT', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 's'.repeat(40), PORT: '8080' });
    expect(config.sessionSecret).toBe('s'.repeat(40));
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://squares.example.com/' }).publicUrl).toBe(
      'https://squares.example.com',
    );
  });

  it('keeps mail without SMTP_URL and derives MAIL_FROM from PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).mail).toEqual({ smtpUrl: undefined, from: 'Squares <no-reply@localhost>', perDomainPerMinute: 60 });
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://squares.example.com' }).mail.from).toBe('Squares <no-reply@squares.example.com>');
    const configured = loadConfig({ DATA_DIR: tempDir(), SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Pools <pools@example.com>' });
    expect(configured.mail).toEqual({ smtpUrl: 'smtps://u:p@smtp.example.com:465', from: 'Pools <pools@example.com>', perDomainPerMinute: 60 });
  });

  it('asks admins for a second factor only if they set one up, unless ADMIN_MFA=required', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).adminMfa).toBe('optional');
    expect(loadConfig({ DATA_DIR: tempDir(), ADMIN_MFA: 'required' }).adminMfa).toBe('required');
  });

  it('has daily quotas on what sends mail, and a pace per recipient domain', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).quotas).toEqual({ privatePools: 10, invitations: { newAccount: 50, established: 200 } });
    const configured = loadConfig({
      DATA_DIR: tempDir(),
      PRIVATE_POOLS_PER_DAY: '3',
      INVITATIONS_PER_DAY_NEW_ACCOUNT: '5',
      INVITATIONS_PER_DAY: '500',
      MAIL_PER_DOMAIN_PER_MINUTE: '20',
    });
    expect(configured.quotas).toEqual({ privatePools: 3, invitations: { newAccount: 5, established: 500 } });
    expect(configured.mail.perDomainPerMinute).toBe(20);
  });

  it('limits PDF renders per address a minute and the renders waiting for a render thread', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).boardPdf).toEqual({ rendersPerMinute: 10, renderQueue: 8 });
    expect(loadConfig({ DATA_DIR: tempDir(), PDF_RENDERS_PER_MINUTE: '30', PDF_RENDER_QUEUE: '0' }).boardPdf).toEqual({ rendersPerMinute: 30, renderQueue: 0 });
    expect(() => parseEnv({ PDF_RENDERS_PER_MINUTE: '0' })).toThrow(/PDF_RENDERS_PER_MINUTE/);
    expect(() => parseEnv({ PDF_RENDER_QUEUE: '-1' })).toThrow(/PDF_RENDER_QUEUE/);
  });
});
