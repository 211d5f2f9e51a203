import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users, type GameRow, type PoolRow } from '../../db/schema';
import { invitationMail, queueMail } from '../../mail';
import { useInvitationQuota, type MailSender } from './mail-quotas';

export interface InvitationBatch {
  pool: Pick<PoolRow, 'id' | 'name' | 'inviteCode' | 'entryFeeCents' | 'collection' | 'createdBy'>;
  game: Pick<GameRow, 'awayTeam' | 'homeTeam' | 'gameDate'>;
  /** Each address with the number of this send (1 for the first invitation, 2 for the first resend...). */
  sends: { email: string; sendNumber: number }[];
  publicUrl: string;
  /** Who asks: every send counts against their daily invitation quota. */
  sender: MailSender;
  now: Date;
}

/**
 * Queues one invitation e-mail per address in the caller's transaction (the outbox sends it after
 * commit, once), after counting them against the sender's daily quota: every path that invites comes
 * through here, so none can send uncounted. The dedupe key carries the send number, so a resend is a
 * new message and a retried request for the same send is not.
 */
export async function queueInvitations(tx: Tx, batch: InvitationBatch): Promise<void> {
  if (batch.sends.length === 0) return;
  await useInvitationQuota(tx, batch.sender, batch.sends.length, batch.now);
  const { pool, game } = batch;
  const [creator] = pool.createdBy
    ? await tx.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, pool.createdBy))
    : [];
  const mail = invitationMail({
    publicUrl: batch.publicUrl,
    inviteCode: pool.inviteCode!,
    poolName: pool.name,
    inviterName: creator?.firstName || creator?.email || 'A friend',
    game: { awayTeam: game.awayTeam, homeTeam: game.homeTeam, kickoffAt: game.gameDate },
    entryFeeCents: pool.entryFeeCents,
    collection: pool.collection,
  });
  for (const { email, sendNumber } of batch.sends) {
    await queueMail(tx, {
      kind: 'invitation',
      dedupeKey: `invitation:${pool.id}:${email}:${sendNumber}`,
      email,
      ...mail,
      payload: { poolId: pool.id },
      now: batch.now,
    });
  }
}
