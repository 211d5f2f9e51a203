import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Coordinate } from '../../../domain/board';
import { claimRefusal } from '../../../domain/claim-rules';
import { AppError, badRequest, forbidden, notFound } from '../../../domain/errors';
import type { UseCase } from '../../core/use-case';
import type { Tx } from '../../db/client';
import { drawNumbersOf } from '../pools';
import { games, poolInvitations, poolMembers, pools, squareHolds, squares, users, type PoolRow } from '../../db/schema';
import { leagueActiveWeek } from '../weeks';

/** The organizer's own pool, locked: private, theirs, and collected by them for the money actions. */
export async function organizersPool(tx: Tx, poolId: number, organizerId: string, options: { organizerCollected: boolean }): Promise<PoolRow> {
  const [pool] = await tx.select().from(pools).where(eq(pools.id, poolId)).for('update');
  if (!pool || !pool.isPrivate) throw notFound(`Pool ${poolId} not found`);
  if (pool.createdBy !== organizerId) {
    const [member] = await tx.select().from(poolMembers).where(and(eq(poolMembers.poolId, poolId), eq(poolMembers.userId, organizerId)));
    if (!member) throw notFound(`Pool ${poolId} not found`);
    throw forbidden("Only the pool's organizer can do this");
  }
  if (options.organizerCollected && pool.collection !== 'organizer') {
    throw badRequest('Only in a pool whose organizer collects the entry fees (the site collects this one)', 'bad_request');
  }
  return pool;
}

/**
 * D19: in an organizer-collected pool the organizer enters squares for people who are not on the site
 * (a name, no account). They follow every rule a player's squares do — open board, free squares, the
 * per-player limit counted per name — win like any square, and the last one fills and draws the board.
 */
export const enterGuestSquares: UseCase<{ poolId: number; organizerId: string; guestName: string; squares: Coordinate[] }, number> = async (
  { tx, now },
  input,
) => {
  const pool = await organizersPool(tx, input.poolId, input.organizerId, { organizerCollected: true });
  const [game] = await tx.select().from(games).where(eq(games.id, pool.gameId));
  const sold = await tx.select({ row: squares.row, column: squares.column, userId: squares.userId, guestName: squares.guestName }).from(squares).where(eq(squares.poolId, pool.id));
  const held = await tx.select({ row: squareHolds.row, column: squareHolds.column, userId: squareHolds.userId }).from(squareHolds).where(eq(squareHolds.poolId, pool.id));
  // The guest plays under a synthetic id for the rules (their limit counts their own squares only).
  const guestKey = `guest:${input.guestName.toLowerCase()}`;
  const board = {
    pool,
    game: game!,
    activeWeek: await leagueActiveWeek(tx, game!.leagueId),
    sold: sold.map((s) => ({ row: s.row, column: s.column, userId: s.guestName ? `guest:${s.guestName.toLowerCase()}` : s.userId })),
    held,
  };
  const refusal = claimRefusal(board, { userId: guestKey, squares: input.squares, now });
  if (refusal) throw new AppError(refusal.code, refusal.message);
  // The version before the squares: their event carries the version this change made.
  await tx.update(pools).set({ version: sql`${pools.version} + 1`, updatedAt: now }).where(eq(pools.id, pool.id));
  await tx.insert(squares).values(
    input.squares.map((c) => ({ poolId: pool.id, userId: null, guestName: input.guestName, row: c.row, column: c.column, purchasePriceCents: pool.entryFeeCents, purchasedAt: now })),
  );
  const total = sold.length + input.squares.length;
  const numbers = total >= pool.maxParticipants ? await drawNumbersOf(pool, [...sold, ...input.squares.map((c) => ({ ...c, userId: null }))]) : null;
  if (numbers) await tx.update(pools).set({ ...numbers, drawnAt: now, status: 'full' }).where(eq(pools.id, pool.id));
  return input.squares.length;
};

/** The organizer marks a player's (or a guest's) squares as paid or unpaid; the site moves no money. */
export const markSquaresPaid: UseCase<{ poolId: number; organizerId: string; userId?: string; guestName?: string; paid: boolean }, number> = async (
  { tx, now },
  input,
) => {
  const pool = await organizersPool(tx, input.poolId, input.organizerId, { organizerCollected: true });
  if (!input.userId === !input.guestName) throw badRequest('Name either a userId or a guestName');
  const owner = input.userId ? eq(squares.userId, input.userId) : and(isNull(squares.userId), sql`lower(${squares.guestName}) = lower(${input.guestName!})`);
  // A change to the board: a new version, which the squares' event carries.
  await tx.update(pools).set({ version: sql`${pools.version} + 1`, updatedAt: now }).where(eq(pools.id, pool.id));
  const updated = await tx.update(squares).set({ organizerPaid: input.paid }).where(and(eq(squares.poolId, pool.id), owner)).returning({ id: squares.id });
  if (updated.length === 0) throw notFound('That player has no squares in this pool');
  return updated.length;
};

export type MemberSummary = { userId: string | null; name: string; role: 'creator' | 'member' | 'guest'; squares: number; paidSquares: number; joinedAt: string | null };

/** Who joined, who was invited, and (organizer-collected) who paid: the organizer's view of the pool. */
export const poolRoster: UseCase<
  { poolId: number; organizerId: string },
  { inviteCode: string; members: MemberSummary[]; invitations: { email: string; lastSentAt: string; sendCount: number }[] }
> = async (
  { tx },
  input,
) => {
  const pool = await organizersPool(tx, input.poolId, input.organizerId, { organizerCollected: false });
  const members = await tx
    .select({ userId: poolMembers.userId, role: poolMembers.role, joinedAt: poolMembers.joinedAt, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(poolMembers)
    .innerJoin(users, eq(users.id, poolMembers.userId))
    .where(eq(poolMembers.poolId, pool.id));
  const owned = await tx.select({ userId: squares.userId, guestName: squares.guestName, paid: squares.organizerPaid }).from(squares).where(eq(squares.poolId, pool.id));
  const count = (match: (s: (typeof owned)[number]) => boolean) => ({ squares: owned.filter(match).length, paidSquares: owned.filter((s) => match(s) && s.paid).length });
  const guests = [...new Set(owned.filter((s) => s.guestName).map((s) => s.guestName!))];
  const invitations = await tx.select().from(poolInvitations).where(eq(poolInvitations.poolId, pool.id));
  return {
    inviteCode: pool.inviteCode ?? '',
    members: [
      ...members.map((m) => ({
        userId: m.userId,
        name: [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email || 'Player',
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
        ...count((s) => s.userId === m.userId),
      })),
      ...guests.map((name) => ({ userId: null, name, role: 'guest' as const, joinedAt: null, ...count((s) => s.guestName === name) })),
    ],
    invitations: invitations.map((i) => ({ email: i.email, lastSentAt: i.lastSentAt.toISOString(), sendCount: i.sendCount })),
  };
};
