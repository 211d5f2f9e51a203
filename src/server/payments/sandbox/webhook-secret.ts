import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SANDBOX_WEBHOOK_SECRET_FILE = 'sandbox-webhook-secret';
const SECRET_PATTERN = /^whsec_sbx_[0-9a-f]{64}$/;

function stored(file: string): string | null {
  if (!existsSync(file)) return null;
  const value = readFileSync(file, 'utf8').trim();
  return SECRET_PATTERN.test(value) ? value : null;
}

/**
 * The secret the sandbox signs its webhook events with: random, generated once into
 * DATA_DIR/sandbox-webhook-secret (mode 600) and read from there afterwards. It is its own secret, not
 * derived from the session secret, so knowing one says nothing about the other. Each process delivers
 * the sandbox's events into its own webhook route, so processes need not share it.
 */
export function loadOrCreateSandboxWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, SANDBOX_WEBHOOK_SECRET_FILE);
  const existing = stored(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = `whsec_sbx_${randomBytes(32).toString('hex')}`;
  if (existsSync(file)) {
    // Unreadable (cut short, edited): replaced. Events are signed when delivered, so nothing is lost.
    writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
  try {
    // 'wx': when two processes start at once, the first writer wins and the other reads its secret.
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return stored(file) ?? secret;
  }
}
