import { eq, inArray } from 'drizzle-orm';
import { createSession } from '../../../src/server/auth/sessions';
import { games, payouts, pools, users } from '../../../src/server/db/schema';
import { signedInAdmin, type TestClient, type TestResponse } from '../support/client';
import type { TestEnv } from '../support/harness';
import { fillThroughCheckout, startCheckout } from '../support/payments';
import { manyPlayers } from '../support/players';
import { freshTierPools } from '../support/pools';

/**
 * What the fuzz runs against: four audiences (anonymous, a player, another player, the admin) and the
 * other player's objects, whose ids the fuzz feeds to everyone: a private pool they organize (with its
 * invite code), a prize they won (a payout of a real $1 board filled through checkout and scored), and a
 * checkout they left open (a payment hold on a $5 pool).
 */
export type AudienceName = 'anonymous' | 'player' | 'other player' | 'admin';
export const AUDIENCES: readonly AudienceName[] = ['anonymous', 'player', 'other player', 'admin'];

export interface Member {
  userId: string;
  role: 'player' | 'admin';
  /** The session cookie's token; replaced when the fuzz ends the session. */
  token: string;
}

export interface ForeignObjects {
  userId: string;
  email: string;
  privatePoolId: number;
  inviteCode: string;
  payoutId: number;
  payoutPoolId: number;
  checkoutPoolId: number;
  paymentIntentId: string;
  clientSecret: string;
}

export interface FuzzWorld {
  members: Record<Exclude<AudienceName, 'anonymous'>, Member>;
  foreign: ForeignObjects;
  /** Integer ids of things that exist (games, pools, payouts, leagues), the other player's among them. */
  knownIds: number[];
  knownUuids: string[];
  /** Puts every member back in its role with a live session (after sign-outs and role changes). */
  restore(): Promise<void>;
}

const tokenOf = (client: TestClient) => {
  const token = client.cookies.get('sq_session');
  if (!token) throw new Error('fuzz world: a client without a session');
  return token;
};

async function expectOk(response: Promise<TestResponse>, what: string): Promise<TestResponse> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`fuzz world: ${what} failed: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
}

export async function buildFuzzWorld(env: TestEnv): Promise<FuzzWorld> {
  const { db } = env.database;
  const admin = await signedInAdmin(env);

  // A $1 board of 20 players (5 squares each, bought through checkout), scored through Q1: a real prize.
  const board = await freshTierPools(env, { kickoffInMs: 60_000, teams: { home: 'Philadelphia Eagles', away: 'Dallas Cowboys' } });
  const payoutPoolId = board.byFee.get(100)!;
  const fillers = await manyPlayers(env, 20, `fuzz-${env.kind}`);
  await fillThroughCheckout(fillers, payoutPoolId, 100);
  await expectOk(admin.client.post('/api/simulate-score-update', { gameId: board.gameId, homeScore: 7, awayScore: 3, quarter: 1 }), 'Q1 score');
  await expectOk(admin.client.post('/api/simulate-score-update', { gameId: board.gameId, homeScore: 10, awayScore: 3, quarter: 2 }), 'Q2 score');
  const [payout] = await db.select().from(payouts).where(eq(payouts.poolId, payoutPoolId));
  const other = fillers.find((f) => f.userId === payout?.userId);
  if (!payout || !other) throw new Error('fuzz world: the scored board has no Q1 winner');

  // The winner also organizes a private pool and leaves a checkout open, on a game a day away.
  const later = await freshTierPools(env, { teams: { home: 'Green Bay Packers', away: 'Chicago Bears' } });
  const created = await expectOk(
    other.client.post('/api/pools/private', {
      gameId: later.gameId,
      name: 'Fuzz Organizer Pool',
      entryFee: 5,
      maxSquaresPerPlayer: 10,
      collection: 'organizer',
      inviteEmails: ['friend.of.fuzz@example.com'],
    }),
    'private pool',
  );
  const privatePool = created.body as { pool: { id: number }; inviteCode: string };
  const checkoutPoolId = later.byFee.get(500)!;
  const checkout = await startCheckout(other.client, checkoutPoolId, [{ row: 9, column: 9 }], 500);

  const [player] = await manyPlayers(env, 1, `fuzz-player-${env.kind}`);
  await expectOk(player!.client.post('/api/verify-age', { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' }), 'verification');
  const [otherRow] = await db.select().from(users).where(eq(users.id, other.userId));

  const members: FuzzWorld['members'] = {
    player: { userId: player!.userId, role: 'player', token: tokenOf(player!.client) },
    'other player': { userId: other.userId, role: 'player', token: tokenOf(other.client) },
    admin: { userId: admin.user.id, role: 'admin', token: tokenOf(admin.client) },
  };
  const foreign: ForeignObjects = {
    userId: other.userId,
    email: otherRow!.email!,
    privatePoolId: privatePool.pool.id,
    inviteCode: privatePool.inviteCode,
    payoutId: payout.id,
    payoutPoolId,
    checkoutPoolId,
    paymentIntentId: checkout.paymentIntentId,
    clientSecret: checkout.clientSecret,
  };
  const gameIds = (await db.select({ id: games.id }).from(games)).map((g) => g.id);
  const poolIds = (await db.select({ id: pools.id }).from(pools).where(inArray(pools.gameId, [board.gameId, later.gameId]))).map((p) => p.id);

  return {
    members,
    foreign,
    knownIds: [...new Set([1, 2, 3, ...gameIds.slice(0, 6), board.gameId, later.gameId, ...poolIds, payout.id])],
    knownUuids: [other.userId, player!.userId, admin.user.id],
    async restore() {
      const all = Object.values(members);
      await db.update(users).set({ role: 'player' }).where(inArray(users.id, all.filter((m) => m.role === 'player').map((m) => m.userId)));
      await db.update(users).set({ role: 'admin' }).where(inArray(users.id, all.filter((m) => m.role === 'admin').map((m) => m.userId)));
      for (const member of all) {
        const session = await createSession(db, { id: member.userId, role: member.role }, { ip: null, userAgent: null, method: member.role === 'admin' ? 'admin' : 'password', now: env.now });
        member.token = session.token;
      }
    },
  };
}
