import { eq } from 'drizzle-orm';
import { NEW_ACCOUNT_AGE_MS, invitationQuota, type DailyQuotas } from '../../../domain/quota';
import { useQuotas } from '../../auth/quota';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * A private pool and its invitations make the site e-mail addresses nobody has vouched for, so each
 * account and each address may only do so much of it a day (D20, domain/quota.ts): pools created, and
 * invitation e-mails sent (first sends and resends alike).
 */
export interface MailSender {
  userId: string;
  /** The address the request came from (clientIp). */
  ip: string;
  /** The quotas in force (config.quotas). */
  quotas: DailyQuotas;
}

const NEW_ACCOUNT_DAYS = NEW_ACCOUNT_AGE_MS / 86_400_000;

/** One private pool more for the sender today, or QuotaExceededError (429 `quota`). */
export async function usePrivatePoolQuota(tx: Tx, sender: MailSender, now: Date): Promise<void> {
  const max = sender.quotas.privatePools;
  await useQuotas(
    tx,
    [
      { key: `quota:private-pools:account:${sender.userId}`, max },
      { key: `quota:private-pools:address:${sender.ip}`, max },
    ],
    1,
    now,
    { what: 'private pools' },
  );
}

/** `count` invitation e-mails more for the sender today, at the quota of the sender's account age. */
export async function useInvitationQuota(tx: Tx, sender: MailSender, count: number, now: Date): Promise<void> {
  const [account] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, sender.userId));
  // No account row cannot happen for a signed-in sender; if it did, it gets the new account's quota.
  const { max, newAccount } = invitationQuota(sender.quotas, account?.createdAt ?? now, now);
  await useQuotas(
    tx,
    [
      { key: `quota:invitations:account:${sender.userId}`, max },
      { key: `quota:invitations:address:${sender.ip}`, max },
    ],
    count,
    now,
    { what: 'invitations', forWhom: newAccount ? `for accounts younger than ${NEW_ACCOUNT_DAYS} days` : undefined },
  );
}
