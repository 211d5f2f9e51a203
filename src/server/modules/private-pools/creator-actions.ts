import { and, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../../domain/errors';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import type { Tx } from '../../db/client';
import { games, poolInvitations, type GameRow, type PoolRow } from '../../db/schema';
import { refundPoolPayments } from '../payouts';
import type { DailyQuotas } from '../../../domain/quota';
import { organizersPool } from './organizer';
import { queueInvitations } from './send-invitations';

/** Invitations a pool may have in all: enough for any office or family, too few to spam with. */
export const MAX_INVITATIONS_PER_POOL = 200;
/** A resend waits this long after the last send of that invitation, and each address gets at most MAX_SENDS. */
export const RESEND_INTERVAL_MS = 10 * 60_000;
export const MAX_SENDS_PER_INVITATION = 5;

/** The creator's pool before kickoff, still taking players: the only time invitations or a cancellation make sense. */
async function creatorsUpcomingPool(tx: Tx, poolId: number, organizerId: string, now: Date, doing: string): Promise<{ pool: PoolRow; game: GameRow }> {
  const pool = await organizersPool(tx, poolId, organizerId, { organizerCollected: false });
  const [game] = await tx.select().from(games).where(eq(games.id, pool.gameId));
  if (pool.status === 'cancelled') throw conflict(`This pool was cancelled: you can no longer ${doing}`, 'pool_closed');
  if (pool.status !== 'open' && pool.status !== 'full') throw conflict(`This pool is ${pool.status}: you can no longer ${doing}`, 'pool_closed');
  if (!game || game.gameDate.getTime() <= now.getTime() || game.status !== 'scheduled') {
    throw conflict(`The game has kicked off: you can no longer ${doing}`, 'game_started');
  }
  return { pool, game };
}

/** Who sends invitations from a request: the address it came from and the daily quotas (config.quotas). */
type FromClient = { ip: string; quotas: DailyQuotas };

export type InviteMoreInput = { poolId: number; organizerId: string; emails: string[]; publicUrl: string } & FromClient;

/**
 * The creator invites more people. Addresses already invited are skipped (resend is its own action),
 * so a repeated request sends nothing twice; each new one gets its invitation e-mail from the outbox.
 */
export const inviteMore: UseCase<InviteMoreInput, { added: string[]; alreadyInvited: string[] }> = async ({ tx, now }, input) => {
  const { pool, game } = await creatorsUpcomingPool(tx, input.poolId, input.organizerId, now, 'invite people');
  const existing = await tx.select({ email: poolInvitations.email }).from(poolInvitations).where(eq(poolInvitations.poolId, pool.id));
  const known = new Set(existing.map((e) => e.email));
  const added = input.emails.filter((email) => !known.has(email));
  const alreadyInvited = input.emails.filter((email) => known.has(email));
  if (existing.length + added.length > MAX_INVITATIONS_PER_POOL) {
    throw conflict(`A pool can have at most ${MAX_INVITATIONS_PER_POOL} invitations (this one has ${existing.length}): share the invite link instead`);
  }
  if (added.length > 0) {
    await tx.insert(poolInvitations).values(added.map((email) => ({ poolId: pool.id, email, invitedBy: input.organizerId, invitedAt: now, lastSentAt: now })));
    const sender = { userId: input.organizerId, ip: input.ip, quotas: input.quotas };
    await queueInvitations(tx, { pool, game, sends: added.map((email) => ({ email, sendNumber: 1 })), publicUrl: input.publicUrl, sender, now });
    await recordAudit(tx, { action: 'invitations_sent', at: now, actorUserId: input.organizerId, details: { poolId: pool.id, count: added.length } });
  }
  return { added, alreadyInvited };
};

export type ResendInput = { poolId: number; organizerId: string; email: string; publicUrl: string } & FromClient;

/** The creator sends an invitation again (a new message), at most every 10 minutes and 5 times in all. */
export const resendInvitation: UseCase<ResendInput, { email: string; sendCount: number; lastSentAt: string }> = async ({ tx, now }, input) => {
  const { pool, game } = await creatorsUpcomingPool(tx, input.poolId, input.organizerId, now, 'resend invitations');
  const [invitation] = await tx
    .select()
    .from(poolInvitations)
    .where(and(eq(poolInvitations.poolId, pool.id), eq(poolInvitations.email, input.email)))
    .for('update');
  if (!invitation) throw notFound(`${input.email} was not invited to this pool`);
  if (invitation.sendCount >= MAX_SENDS_PER_INVITATION) {
    throw conflict(`The invitation to ${input.email} was already sent ${invitation.sendCount} times: share the invite link with them instead`);
  }
  const waitMs = invitation.lastSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw conflict(`The invitation to ${input.email} was sent moments ago: you can send it again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
  }
  const sendCount = invitation.sendCount + 1;
  await tx
    .update(poolInvitations)
    .set({ sendCount: sql`${poolInvitations.sendCount} + 1`, lastSentAt: now })
    .where(and(eq(poolInvitations.poolId, pool.id), eq(poolInvitations.email, input.email)));
  const sender = { userId: input.organizerId, ip: input.ip, quotas: input.quotas };
  await queueInvitations(tx, { pool, game, sends: [{ email: input.email, sendNumber: sendCount }], publicUrl: input.publicUrl, sender, now });
  return { email: input.email, sendCount, lastSentAt: now.toISOString() };
};

/**
 * The creator calls the pool off before kickoff: it is cancelled and every paid entry refunded through
 * the same path as an unfilled pool (voids and refunds owed to the provider, one notice per player), in
 * this one transaction. Nobody can claim or buy in a cancelled pool.
 */
export const cancelPrivatePool: UseCase<{ poolId: number; organizerId: string }, { poolId: number; paymentsRefunded: number }> = async (ctx, input) => {
  await creatorsUpcomingPool(ctx.tx, input.poolId, input.organizerId, ctx.now, 'cancel it');
  return refundPoolPayments(ctx, { poolId: input.poolId, reason: 'organizer_cancel', actorUserId: input.organizerId });
};
