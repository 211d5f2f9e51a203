import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../support/test-smtp-server';

/** Every message the test SMTP server (started by playwright.config.ts) has accepted so far. */
function receivedMail(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through playwright.config.ts');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail);
}

/** Waits until the app has e-mailed `to` a message whose subject matches, and returns the latest one. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMail()
          .filter((m) => m.envelopeTo.includes(to) && subject.test(m.subject ?? ''))
          .at(-1);
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `an e-mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a message's text that starts with `prefix` (e.g. the join link). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s<>"')]+`).exec(mail.text ?? '');
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return match[0];
}
