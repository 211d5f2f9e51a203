import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { clearAttempts, refundAttempts, SECOND_STEP_LIMITS, takeAttempt, type Throttle } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { adminSecondFactors } from '../../db/schema';
import { AppError } from '../../../domain/errors';
import { classifySecondStepCode } from '../../../domain/second-factor';
import { confirmedFactors } from './factors';
import { recoveryCodesLeft, useRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-box';
import { matchTotp } from './totp';

export const SECOND_STEP_REFUSED = "That code didn't work. Enter the code showing in your authenticator app now, or a recovery code you haven't used.";
export const PASSKEY_REFUSED = "That passkey didn't work. Try again, or enter a code instead.";

/** How a second step was passed (the admin_login audit row says which). */
export type SecondStepMethod = 'totp' | 'recovery_code' | 'passkey';

export interface SecondStepAttempt {
  userId: string;
  ip: string;
  now: Date;
  log?: { warn(details: Record<string, unknown>, message: string): void };
}

/** The address (as for passwords) and the account as a whole (rate-limit.ts SECOND_STEP_LIMITS). */
function throttles(ip: string, userId: string): { address: Throttle; account: Throttle } {
  return {
    address: { key: `second-step:ip:${ip}`, limit: SECOND_STEP_LIMITS.address },
    account: { key: `second-step:account:${userId}`, limit: SECOND_STEP_LIMITS.account },
  };
}

/**
 * One second step, counted before it is checked, like a password (429 with Retry-After once blocked,
 * nothing checked then). A pass gives its attempt back and forgets the account's failures; a failure is
 * audited and answered 401 mfa_invalid. `check` says how it passed, or why it failed.
 */
export async function throttledSecondStep(
  db: Db,
  attempt: SecondStepAttempt,
  method: SecondStepMethod | 'code',
  check: () => Promise<{ ok: true; method: SecondStepMethod; details?: Record<string, unknown> } | { ok: false; reason: string; method?: SecondStepMethod }>,
): Promise<{ method: SecondStepMethod; details: Record<string, unknown> }> {
  const { address, account } = throttles(attempt.ip, attempt.userId);
  await takeAttempt(db, [address, account], attempt.now);
  let outcome: Awaited<ReturnType<typeof check>>;
  try {
    outcome = await check();
  } catch (error) {
    await refundAttempts(db, [address.key, account.key]);
    throw error;
  }
  if (outcome.ok) {
    await refundAttempts(db, [address.key]);
    await clearAttempts(db, [account.key]);
    return { method: outcome.method, details: outcome.details ?? {} };
  }
  await recordAudit(db, {
    action: 'admin_second_step_failed',
    at: attempt.now,
    subjectUserId: attempt.userId,
    ip: attempt.ip,
    details: { method: outcome.method ?? method, reason: outcome.reason },
  });
  throw new AppError('mfa_invalid', method === 'passkey' ? PASSKEY_REFUSED : SECOND_STEP_REFUSED);
}

/**
 * A TOTP code: right for a time step around now that is after the last one this factor accepted. The
 * step is recorded by a compare-and-set, so two sign-ins racing with one code cannot both pass.
 */
async function checkTotp(db: Db, attempt: SecondStepAttempt, sessionSecret: string, code: string) {
  const apps = await confirmedFactors(db, attempt.userId, 'totp');
  if (apps.length === 0) return { ok: false as const, method: 'totp' as const, reason: 'no_authenticator_app' };
  for (const app of apps) {
    const secret = openSecret(sessionSecret, attempt.userId, app.totpSecret ?? '');
    if (secret === null) {
      attempt.log?.warn({ userId: attempt.userId, factorId: app.id }, "an authenticator app's secret cannot be opened (SESSION_SECRET changed?): the admin must enrol it again");
      continue;
    }
    const step = matchTotp(secret, code, attempt.now);
    if (step === null) continue;
    const [used] = await db
      .update(adminSecondFactors)
      .set({ totpLastStep: step, lastUsedAt: attempt.now })
      .where(and(eq(adminSecondFactors.id, app.id), or(isNull(adminSecondFactors.totpLastStep), lt(adminSecondFactors.totpLastStep, step))))
      .returning({ id: adminSecondFactors.id });
    return used ? { ok: true as const, method: 'totp' as const } : { ok: false as const, method: 'totp' as const, reason: 'reused' };
  }
  return { ok: false as const, method: 'totp' as const, reason: 'wrong' };
}

/** A code typed at the second step: 6 digits from the authenticator app, or a recovery code (used up). */
export async function checkSecondStepCode(
  db: Db,
  attempt: SecondStepAttempt & { code: string; sessionSecret: string },
): Promise<{ method: SecondStepMethod; details: Record<string, unknown> }> {
  const typed = classifySecondStepCode(attempt.code);
  return throttledSecondStep(db, attempt, 'code', async () => {
    if (typed.kind === 'totp') return checkTotp(db, attempt, attempt.sessionSecret, typed.code);
    if (typed.kind === 'malformed') return { ok: false, reason: 'malformed' };
    if (!(await useRecoveryCode(db, attempt.userId, typed.code, attempt.now))) return { ok: false, method: 'recovery_code', reason: 'wrong_or_used' };
    return { ok: true, method: 'recovery_code', details: { recoveryCodesLeft: await recoveryCodesLeft(db, attempt.userId) } };
  });
}
