import { eq } from 'drizzle-orm';
import { PAYOUT_SCHEMES, type PayoutScheme } from '../../../domain/payout-schemes';
import { DEFAULT_HOUSE_FEE_BPS, NONPROFIT_SHARE_BPS } from '../../../domain/payouts';
import { conflict, notFound } from '../../../domain/errors';
import type { PoolRules } from '../../../domain/pool-rules';
import type { DailyQuotas } from '../../../domain/quota';
import type { Collection } from '../../../domain/schemas';
import type { UseCase } from '../../core/use-case';
import { games, poolInvitations, poolMembers, pools, type PoolRow } from '../../db/schema';
import { newDrawSecret } from '../pools';
import { assertNotRestricted } from '../responsible-play';
import { usePrivatePoolQuota } from './mail-quotas';
import { queueInvitations } from './send-invitations';

export interface CreatePrivatePoolInput {
  userId: string;
  gameId: number;
  name: string;
  entryFeeCents: number;
  maxSquaresPerPlayer: number;
  inviteEmails: string[];
  payoutScheme: PayoutScheme;
  nonprofitName: string | null;
  collection: Collection;
  inviteCode: string;
  /** The rule variants the organizer chose: numbers per game or period, reverse winners, board size. */
  variants: PoolRules;
  /** Where the invitations' links point (config.publicUrl). */
  publicUrl: string;
  /** The address the request came from, and the daily quotas on pools and invitations (config.quotas). */
  ip: string;
  quotas: DailyQuotas;
}

/** What players agreed to when they joined, fixed at creation: the rules card renders it. */
export type RulesContract = {
  version: 1;
  entryFeeCents: number;
  houseFeeBps: number;
  payoutScheme: PayoutScheme;
  nonprofit: { name: string; shareBps: number } | null;
  maxSquaresPerPlayer: number;
  collection: Collection;
  /** D5: a paid pool not full at kickoff is refunded; a free (or organizer-collected) one locks and draws anyway. */
  unfilledAtKickoff: 'refunded' | 'locks_and_draws';
  overtimeCountsTowardFinal: true;
};

export function rulesContractOf(input: CreatePrivatePoolInput): RulesContract {
  const paidThroughSquares = input.entryFeeCents > 0 && input.collection === 'squares';
  return {
    version: 1,
    entryFeeCents: input.entryFeeCents,
    houseFeeBps: input.collection === 'organizer' ? 0 : DEFAULT_HOUSE_FEE_BPS,
    payoutScheme: input.payoutScheme,
    nonprofit: input.nonprofitName ? { name: input.nonprofitName, shareBps: NONPROFIT_SHARE_BPS } : null,
    maxSquaresPerPlayer: input.maxSquaresPerPlayer,
    collection: input.collection,
    unfilledAtKickoff: paidThroughSquares ? 'refunded' : 'locks_and_draws',
    overtimeCountsTowardFinal: true,
  };
}

export type CreatedPrivatePool = { pool: PoolRow; invitations: string[] };

/**
 * A user's private pool for an upcoming game (D11, D19): the pool with its rules contract and invite
 * code, its creator as the first member, and one invitation per e-mail (queued in the outbox in the
 * same transaction, so an invitation is sent exactly when the pool exists). A player on a time-out cannot
 * create one with an entry fee, a self-excluded player none at all (D23).
 */
export const createPrivatePool: UseCase<CreatePrivatePoolInput, CreatedPrivatePool> = async ({ tx, now }, input) => {
  await assertNotRestricted(tx, { userId: input.userId, activity: input.entryFeeCents > 0 ? 'paid' : 'free', now });
  const [game] = await tx.select().from(games).where(eq(games.id, input.gameId));
  if (!game) throw notFound(`Game ${input.gameId} not found`);
  // A private pool follows its own game, not the league's active week (domain/week-rules isWeekClosed):
  // a game of a past week that has not kicked off may still get one; a game under way or over may not.
  if (game.gameDate.getTime() <= now.getTime() || game.status !== 'scheduled') {
    throw conflict('This game has already kicked off: choose an upcoming game', 'game_started');
  }
  const sender = { userId: input.userId, ip: input.ip, quotas: input.quotas };
  await usePrivatePoolQuota(tx, sender, now);
  const rules = rulesContractOf(input);
  const secret = await newDrawSecret();
  const [pool] = await tx
    .insert(pools)
    .values({
      gameId: game.id,
      name: input.name,
      entryFeeCents: input.entryFeeCents,
      houseFeeBps: rules.houseFeeBps,
      payoutScheme: rules.payoutScheme.name,
      payoutBps: rules.payoutScheme.periodBps,
      isNonprofit: rules.nonprofit !== null,
      nonprofitBps: rules.nonprofit?.shareBps ?? 0,
      nonprofitName: rules.nonprofit?.name ?? null,
      isPrivate: true,
      inviteCode: input.inviteCode,
      createdBy: input.userId,
      maxSquaresPerPlayer: input.maxSquaresPerPlayer,
      collection: input.collection,
      rules,
      numbersRule: input.variants.numbers,
      reverseWinners: input.variants.reverseWinners,
      boardSize: input.variants.boardSize,
      // A board fills when all its squares are sold: 100, or 25 on a 5x5 board.
      maxParticipants: input.variants.boardSize,
      drawCommitment: secret.commitment,
      drawSeed: secret.seed,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(poolMembers).values({ poolId: pool!.id, userId: input.userId, role: 'creator', joinedAt: now });
  if (input.inviteEmails.length > 0) {
    await tx
      .insert(poolInvitations)
      .values(input.inviteEmails.map((email) => ({ poolId: pool!.id, email, invitedBy: input.userId, invitedAt: now, lastSentAt: now })));
    await queueInvitations(tx, { pool: pool!, game, sends: input.inviteEmails.map((email) => ({ email, sendNumber: 1 })), publicUrl: input.publicUrl, sender, now });
  }
  return { pool: pool!, invitations: input.inviteEmails };
};

export function schemeOf(request: { name: 'equal' | 'halftime-heavy' | 'custom'; periodBps?: number[] } | undefined): PayoutScheme {
  if (!request || request.name === 'equal') return PAYOUT_SCHEMES.equal;
  if (request.name === 'halftime-heavy') return PAYOUT_SCHEMES['halftime-heavy'];
  return { name: 'custom', periodBps: request.periodBps as [number, number, number, number] };
}
