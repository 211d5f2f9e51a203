import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { PRIVATE_POOL_MESSAGES as M } from '../../src/domain/schemas';
import { outbox, payments, poolMembers, pools } from '../../src/server/db/schema';
import { deliverDueMail, smtpMailer } from '../../src/server/mail';
import { TestSmtpServer } from '../support/test-smtp-server';
import { runUseCase } from '../../src/server/core/use-case';
import { kickOffGame } from '../../src/server/modules/pools';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { clientFor, signedInAdmin, signedInPlayer, type TestClient } from './support/client';
import { freshTierPools } from './support/pools';
import { buySquares, createPayment, verifiedPlayer } from './support/payments';

async function upcomingGame(env: TestEnv) {
  return (await freshTierPools(env)).gameId;
}

function create(client: TestClient, body: Record<string, unknown>) {
  return client.post('/api/pools/private', body);
}

const base = (gameId: number) => ({ gameId, name: 'Office Pool', entryFee: 5, maxSquaresPerPlayer: 5, inviteEmails: [] as string[] });

describeEachDatabase('private pools: creation, rules contract, invitations, membership', (env) => {
  it('refuses every invalid field with the spec message and creates nothing', async () => {
    const gameId = await upcomingGame(env());
    const { client } = await signedInPlayer(env());
    const before = (await env().database.db.select().from(pools).where(eq(pools.isPrivate, true))).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base(gameId), gameId: undefined }, M.game],
      [{ ...base(gameId), name: 'ab' }, M.name],
      [{ ...base(gameId), entryFee: -1 }, M.feeNegative],
      [{ ...base(gameId), entryFee: 1000.01 }, M.feeMax],
      [{ ...base(gameId), maxSquaresPerPlayer: 0 }, M.squaresMin],
      [{ ...base(gameId), maxSquaresPerPlayer: 26 }, M.squaresMax],
      [{ ...base(gameId), inviteEmails: ['not-an-email'] }, M.email],
      [{ ...base(gameId), inviteEmails: Array.from({ length: 500 }, (_, i) => `p${i}@example.com`) }, 'At most 50 invitations'],
      [{ ...base(gameId), name: 'x'.repeat(10_000) }, 'at most 80 characters'],
      [{ ...base(gameId), payoutScheme: { name: 'custom', periodBps: [2500, 2500, 2500, 2000] } }, 'add up to 100%'],
    ];
    for (const [body, message] of cases) {
      const answer = await create(client, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.text).toContain(message);
    }
    expect((await env().database.db.select().from(pools).where(eq(pools.isPrivate, true))).length).toBe(before);
    expect((await clientFor(env()).post('/api/pools/private', base(gameId))).status).toBe(401);
    expect((await create(client, { ...base(gameId), gameId: 999_999 })).status).toBe(404);
  });

  it('creates a pool with its rules contract, a readable 65-bit invite code and one invitation per address', async () => {
    const gameId = await upcomingGame(env());
    const { client, user } = await signedInPlayer(env());
    const answer = await create(client, {
      ...base(gameId),
      entryFee: 12.5,
      maxSquaresPerPlayer: 10,
      inviteEmails: ['Ann@Example.com', 'bob@example.com', 'ann@example.com'],
      payoutScheme: { name: 'halftime-heavy' },
      nonprofitName: 'Food Bank',
    });
    expect(answer.status).toBe(201);
    const body = answer.body as { pool: { id: number; entryFee: string; maxSquaresPerPlayer: number }; inviteCode: string; invitations: { email: string }[] };
    expect(body.pool).toMatchObject({ name: 'Office Pool', entryFee: '12.50', maxSquaresPerPlayer: 10 });
    expect(body.inviteCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(body.invitations).toEqual([{ email: 'ann@example.com' }, { email: 'bob@example.com' }]);
    const [row] = await env().database.db.select().from(pools).where(eq(pools.id, body.pool.id));
    expect(row).toMatchObject({ isPrivate: true, createdBy: user.id, entryFeeCents: 1250, isNonprofit: true, nonprofitBps: 500, payoutScheme: 'halftime-heavy' });
    expect(row!.rules).toEqual({
      version: 1,
      entryFeeCents: 1250,
      houseFeeBps: 1000,
      payoutScheme: { name: 'halftime-heavy', periodBps: [2000, 3000, 2000, 3000] },
      nonprofit: { name: 'Food Bank', shareBps: 500 },
      maxSquaresPerPlayer: 10,
      collection: 'squares',
      unfilledAtKickoff: 'refunded',
      overtimeCountsTowardFinal: true,
    });
    const mails = await env().database.db.select().from(outbox).where(like(outbox.dedupeKey, `invitation:${body.pool.id}:%`));
    expect(mails.map((m) => m.email).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect(mails[0]!.body).toContain(`/join/${body.inviteCode}`);
  });

  it('invitations arrive over real SMTP with the join link, once each', async () => {
    const gameId = await upcomingGame(env());
    const { client } = await signedInPlayer(env(), { firstName: 'Dana' });
    const created = (await create(client, { ...base(gameId), name: 'Mail Test Pool', inviteEmails: ['kim@example.com', 'lee@example.com'] })).body as { inviteCode: string };
    const smtp = await TestSmtpServer.start();
    const mailer = smtpMailer(smtp.url);
    try {
      const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const deps = { db: env().database.db, mailer, clock: () => env().now, log: silent, from: 'Squares <no-reply@squares.test>' };
      await deliverDueMail(deps as Parameters<typeof deliverDueMail>[0]);
      await deliverDueMail(deps as Parameters<typeof deliverDueMail>[0]);
      const invitations = smtp.received.filter((m) => m.text?.includes('“Mail Test Pool”'));
      expect(invitations.map((m) => m.to).sort()).toEqual(['kim@example.com', 'lee@example.com']);
      for (const mail of invitations) {
        // A fixed Subject: the organizer's name and pool name are in the body, quoted as theirs.
        expect(mail.subject).toBe("You're invited to a private squares pool on Squares");
        expect(mail.text).toContain('A Squares player who calls themselves “Dana” invited you');
        expect(mail.text).toContain(`/join/${created.inviteCode}`);
        expect(mail.html).toContain(`/join/${created.inviteCode}`);
      }
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('a private pool does not exist for non-members; a member joins by code and plays; admins see it', async () => {
    const gameId = await upcomingGame(env());
    const creator = await verifiedPlayer(env());
    const created = (await create(creator.client, { ...base(gameId), entryFee: 5 })).body as { pool: { id: number }; inviteCode: string };
    const poolId = created.pool.id;
    const free = (await create(creator.client, { ...base(gameId), name: 'Free Family Pool', entryFee: 0 })).body as { pool: { id: number }; inviteCode: string };

    const stranger = await verifiedPlayer(env());
    for (const url of [`/api/pools/${poolId}`, `/api/pools/${poolId}/squares`, `/api/pools/${poolId}/events`]) {
      expect((await stranger.client.get(url)).status, url).toBe(404);
      expect((await clientFor(env()).get(url)).status, url).toBe(404);
    }
    expect(((await clientFor(env()).get('/api/pools')).body as { id: number }[]).some((p) => p.id === poolId)).toBe(false);
    expect((await createPayment(stranger.client, poolId, [{ row: 0, column: 0 }], 500)).status).toBe(404);
    expect((await stranger.client.post(`/api/pools/${free.pool.id}/squares`, { squares: [{ row: 0, column: 0 }] })).status).toBe(404);

    // The creator sees it; My Pools lists it before any square is bought.
    expect((await creator.client.get(`/api/pools/${poolId}`)).status).toBe(200);
    expect(((await creator.client.get('/api/user-pools')).body as { id: number; userSquareCount: number }[]).find((p) => p.id === poolId)).toMatchObject({ userSquareCount: 0 });

    // Joining: a wrong code is a 404; the right one (typed carelessly) makes a member; twice is harmless.
    expect((await stranger.client.post('/api/pools/join', { inviteCode: 'ZZZZ-ZZZZ-ZZZZZ' })).status).toBe(404);
    const sloppy = created.inviteCode.toLowerCase().replace(/-/g, ' ');
    expect((await stranger.client.post('/api/pools/join', { inviteCode: sloppy })).body).toEqual({ poolId, joined: true });
    expect((await stranger.client.post('/api/pools/join', { inviteCode: created.inviteCode })).body).toEqual({ poolId, joined: false });
    expect(await env().database.db.select().from(poolMembers).where(eq(poolMembers.poolId, poolId))).toHaveLength(2);
    expect((await stranger.client.get(`/api/pools/${poolId}`)).status).toBe(200);
    const bought = await buySquares(stranger.client, poolId, [{ row: 3, column: 3 }], 500);
    expect(bought.purchase.body).toMatchObject({ outcome: 'completed' });

    const admin = await signedInAdmin(env());
    expect((await admin.client.get(`/api/pools/${poolId}`)).status).toBe(200);
  });

  it('wrong invite codes are rate limited per address', async () => {
    const { client } = await signedInPlayer(env());
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await client.post('/api/pools/join', { inviteCode: `AAAA-AAAA-AAA${String(i).padStart(2, '0')}` })).status);
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('an organizer-collected pool takes no card payments', async () => {
    const gameId = await upcomingGame(env());
    const creator = await verifiedPlayer(env());
    const created = (await create(creator.client, { ...base(gameId), collection: 'organizer' })).body as { pool: { id: number } };
    const [row] = await env().database.db.select().from(pools).where(eq(pools.id, created.pool.id));
    expect(row).toMatchObject({ collection: 'organizer', houseFeeBps: 0 });
    expect((row!.rules as { unfilledAtKickoff: string }).unfilledAtKickoff).toBe('locks_and_draws');
    const answer = await createPayment(creator.client, created.pool.id, [{ row: 1, column: 1 }], 500);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'not_paid_pool' });
  });

  it('organizer-collected: players claim without paying on the site, the organizer enters squares for Grandma Jo and marks squares paid', async () => {
    const gameId = await upcomingGame(env());
    const organizer = await signedInPlayer(env());
    const created = (await create(organizer.client, { ...base(gameId), name: 'Family Night', collection: 'organizer' })).body as { pool: { id: number }; inviteCode: string };
    const poolId = created.pool.id;
    const cousin = await signedInPlayer(env());
    await cousin.client.post('/api/pools/join', { inviteCode: created.inviteCode });

    const claimed = await cousin.client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 2, column: 2 }, { row: 2, column: 3 }] });
    expect(claimed.status).toBe(201);
    const guest = await organizer.client.post(`/api/pools/${poolId}/guest-squares`, { guestName: 'Grandma Jo', squares: [{ row: 5, column: 5 }, { row: 5, column: 6 }] });
    expect(guest.body).toEqual({ entered: 2 });
    // The rules hold for guests too: a taken square, and only the organizer may enter them.
    expect((await organizer.client.post(`/api/pools/${poolId}/guest-squares`, { guestName: 'Uncle Al', squares: [{ row: 2, column: 2 }] })).status).toBe(409);
    expect((await cousin.client.post(`/api/pools/${poolId}/guest-squares`, { guestName: 'Me', squares: [{ row: 0, column: 0 }] })).status).toBe(403);

    expect((await organizer.client.post(`/api/pools/${poolId}/squares/paid`, { userId: cousin.user.id, paid: true })).body).toEqual({ updated: 2 });
    const board = (await cousin.client.get(`/api/pools/${poolId}/squares`)).body as { row: number; column: number; userId: string | null; guestName: string | null; organizerPaid: boolean }[];
    expect(board.filter((s) => s.guestName === 'Grandma Jo').map((s) => [s.row, s.column, s.userId])).toEqual([[5, 5, null], [5, 6, null]]);
    expect(board.filter((s) => s.userId === cousin.user.id).every((s) => s.organizerPaid)).toBe(true);

    const roster = (await organizer.client.get(`/api/pools/${poolId}/roster`)).body as { members: { name: string; role: string; squares: number; paidSquares: number }[] };
    expect(roster.members.find((m) => m.role === 'guest')).toMatchObject({ name: 'Grandma Jo', squares: 2, paidSquares: 0 });
    expect(roster.members.find((m) => m.role === 'member')).toMatchObject({ squares: 2, paidSquares: 2 });
    expect((await cousin.client.get(`/api/pools/${poolId}/roster`)).status).toBe(403);
    expect(await env().database.db.select().from(payments).where(eq(payments.poolId, poolId))).toEqual([]);
  });

  it('at kickoff an unfilled organizer-collected pool locks and draws (its rules), while a paid site-collected one is cancelled', async () => {
    const { gameId } = await freshTierPools(env(), { kickoffInMs: 3_600_000 });
    const organizer = await signedInPlayer(env());
    const made = async (collection: string) =>
      ((await create(organizer.client, { ...base(gameId), name: `Kickoff ${collection}`, collection })).body as { pool: { id: number } }).pool.id;
    const byOrganizer = await made('organizer');
    const bySite = await made('squares');
    await organizer.client.post(`/api/pools/${byOrganizer}/guest-squares`, { guestName: 'Grandma Jo', squares: [{ row: 1, column: 1 }] });
    const outcomes = await runUseCase(env().database.db, () => new Date(env().now.getTime() + 3_600_000), kickOffGame, { gameId });
    expect(outcomes.find((o) => o.poolId === byOrganizer)).toMatchObject({ to: 'active', drewDigits: true });
    expect(outcomes.find((o) => o.poolId === bySite)).toMatchObject({ to: 'cancelled' });
  });

  it("a guest's square wins under the guest's name when a period settles", async () => {
    const gameId = await upcomingGame(env());
    const organizer = await signedInPlayer(env());
    const created = (await create(organizer.client, { ...base(gameId), name: 'Guests Only', maxSquaresPerPlayer: 25, collection: 'organizer' })).body as { pool: { id: number } };
    const poolId = created.pool.id;
    const guests = ['Grandma Jo', 'Uncle Al', 'Aunt Bea', 'Cousin Vi'];
    for (const [i, guestName] of guests.entries()) {
      const squares = Array.from({ length: 25 }, (_, k) => ({ row: Math.floor((i * 25 + k) / 10), column: (i * 25 + k) % 10 }));
      expect((await organizer.client.post(`/api/pools/${poolId}/guest-squares`, { guestName, squares })).status).toBe(201);
    }
    const admin = await signedInAdmin(env());
    for (const [quarter, home, away] of [[1, 7, 3], [2, 7, 3]] as const) {
      expect((await admin.client.post('/api/simulate-score-update', { gameId, homeScore: home, awayScore: away, quarter })).status).toBe(200);
    }
    const pool = (await organizer.client.get(`/api/pools/${poolId}`)).body as { digits: { rows: number[]; columns: number[] }; winners: { period: string; row: number; column: number; userId: string | null; guestName: string | null }[] };
    const [q1] = pool.winners;
    expect(q1).toMatchObject({ period: 'Q1', userId: null, row: pool.digits.rows.indexOf(3), column: pool.digits.columns.indexOf(7) });
    expect(q1!.guestName).toBe(guests[Math.floor((q1!.row * 10 + q1!.column) / 25)]);
  });
});

describeEachDatabase(
  'private pools when PAID_PLAY=off',
  (env) => {
    it('a paid pool must be organizer-collected; free and organizer pools are fine', async () => {
      const gameId = await upcomingGame(env());
      const { client } = await signedInPlayer(env());
      const paid = await create(client, { ...base(gameId), collection: 'squares' });
      expect(paid.status).toBe(403);
      expect(paid.body).toMatchObject({ code: 'paid_play_off' });
      expect((await create(client, { ...base(gameId), collection: 'organizer' })).status).toBe(201);
      expect((await create(client, { ...base(gameId), entryFee: 0 })).status).toBe(201);
    });
  },
  { config: { payments: { paidPlay: false, provider: 'sandbox', stripe: undefined, sandboxWebhooks: true, maxHeldSquares: 10 } } },
);
