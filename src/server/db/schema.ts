import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  primaryKey,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CaptureMethod } from '../../domain/capture-rule';
import type { CheckoutStatus, OutcomeReason, ProviderAction, ProviderName } from '../../domain/checkout-states';
import type { EntrySide, LedgerTransaction, PaymentStep } from '../../domain/ledger';
import type { PrizeRole } from '../../domain/ledger-settlement';
import type { PaymentIntentStatus } from '../../domain/payment-intent';
import type { PayoutSchemeName } from '../../domain/payout-schemes';
import type { Period } from '../../domain/periods';
import type { BoardSize, NumbersRule } from '../../domain/pool-rules';
import type { PrizeClaimResponse } from '../../domain/schemas/escrow-admin';
import type { Sport } from '../../domain/schemas/league';
import type { Pool } from '../../domain/schemas/pool';
import type { Collection } from '../../domain/schemas/private-pool';
import type { ProviderActionReason } from '../../domain/schemas/provider-actions';
import type { PoolStatus } from '../../domain/status';

/**
 * The core tables. Money is integer cents (D2); timestamps are timestamptz; every status column is
 * constrained to its known values so a bad write fails loudly instead of corrupting state, and typed
 * with them ($type, the domain's types) so code reads them without casts.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** Server-side role (D6); nobody is an admin because of their e-mail address. */
    role: text('role').$type<'player' | 'admin'>().notNull().default('player'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('player', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the random cookie token: a stolen database dump holds no usable session. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; idle expiry is computed from last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** How the session was started: 'oidc', 'password' (registration) or 'admin' (admin login). */
    authMethod: text('auth_method').notNull().default('oidc'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Local passwords (argon2id): players of the embedded issuer sign in by e-mail, admins by username. */
export const localCredentials = pgTable(
  'local_credentials',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('local_credentials_username_key').on(sql`lower(${t.username})`)],
);

/** Which user an OpenID Connect subject is: (issuer, sub) is the identity, never the e-mail address. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('auth_identities_user_id_idx').on(t.userId)],
);

/** Age and location checks (D14); the newest row of a user is their current status. */
export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    residenceState: text('residence_state').notNull(),
    residenceCountry: text('residence_country').notNull(),
    status: text('status').$type<'verified' | 'refused'>().notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verifications_user_idx').on(t.userId, t.createdAt),
    check('verifications_status_check', sql`${t.status} in ('verified', 'refused')`),
  ],
);

/**
 * A player's e-mail choices (the Settings page), one row per player once they first save; no row means
 * the defaults of src/domain/schemas/settings.ts. updated_at comes from the app's clock.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  poolResults: boolean('pool_results').notNull(),
  gameReminders: boolean('game_reminders').notNull(),
  invitations: boolean('invitations').notNull(),
  productNews: boolean('product_news').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Spend limits a player set on themselves (D23, migration 0028; domain/spend-limits.ts): one row per player
 * once they first set one. A raise or removal waits: its value (null = no limit) and the instant it
 * applies; a pending change exists when its `from` is set, and applies when the limits are next read.
 */
export const spendLimits = pgTable(
  'spend_limits',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyCents: integer('daily_cents'),
    weeklyCents: integer('weekly_cents'),
    monthlyCents: integer('monthly_cents'),
    dailyPendingCents: integer('daily_pending_cents'),
    dailyPendingFrom: timestamp('daily_pending_from', { withTimezone: true }),
    weeklyPendingCents: integer('weekly_pending_cents'),
    weeklyPendingFrom: timestamp('weekly_pending_from', { withTimezone: true }),
    monthlyPendingCents: integer('monthly_pending_cents'),
    monthlyPendingFrom: timestamp('monthly_pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'spend_limits_cents_check',
      sql`coalesce(${t.dailyCents}, 0) BETWEEN 0 AND 1000000 AND coalesce(${t.weeklyCents}, 0) BETWEEN 0 AND 1000000
        AND coalesce(${t.monthlyCents}, 0) BETWEEN 0 AND 1000000
        AND coalesce(${t.dailyPendingCents}, 0) BETWEEN 0 AND 1000000 AND coalesce(${t.weeklyPendingCents}, 0) BETWEEN 0 AND 1000000
        AND coalesce(${t.monthlyPendingCents}, 0) BETWEEN 0 AND 1000000`,
    ),
  ],
);

/**
 * Time-outs and self-exclusion (D23, migration 0028; domain/play-restrictions.ts): when each ends, only
 * ever moved later. Nothing ends one early.
 */
export const playRestrictions = pgTable('play_restrictions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timedOutUntil: timestamp('timed_out_until', { withTimezone: true }),
  selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Append-only record of security events (sign-ins, failures, admin logins, role changes, verification
 * results). A trigger in the migration rejects UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id'),
    subjectUserId: uuid('subject_user_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_subject_idx').on(t.subjectUserId)],
);

/**
 * Operator settings changed from the management console (e.g. 'auto_refund'), one JSON value per key,
 * validated by its domain schema on the way in and out.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/** Fixed-window counters for rate limits that must hold across processes (failed sign-ins). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Admins' second factors (migration 0024): an authenticator app (TOTP) or a passkey (WebAuthn). A TOTP
 * factor is unconfirmed (confirmed_at null) until its first code; its secret is sealed with a key
 * derived from SESSION_SECRET, and totp_last_step is the last time step accepted (each is used once).
 */
export const adminSecondFactors = pgTable(
  'admin_second_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'totp' | 'passkey'>().notNull(),
    label: text('label').notNull(),
    totpSecret: text('totp_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** base64url credential id and COSE public key of a passkey, its signature counter and transports. */
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    signCount: bigint('sign_count', { mode: 'number' }),
    transports: jsonb('transports').$type<string[]>(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('admin_second_factors_user_idx').on(t.userId),
    uniqueIndex('admin_second_factors_credential_key').on(t.credentialId),
    check('admin_second_factors_kind_check', sql`${t.kind} in ('totp', 'passkey')`),
  ],
);

/** One-time recovery codes of an admin's second factor: SHA-256 of each (they are 80 random bits). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'admin_recovery_codes_pk', columns: [t.userId, t.codeHash] })],
);

/**
 * A pending second step ('sign_in': keyed by the sha256 of the pending sign-in's cookie token) or a
 * passkey enrolment ('enrol_passkey': keyed by the session's token hash), with its WebAuthn challenge.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    purpose: text('purpose').$type<'sign_in' | 'enrol_passkey'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge'),
    /** A pending sign-in's first step: 'admin' (the admin password) or 'oidc' (the identity provider). */
    authMethod: text('auth_method').$type<'admin' | 'oidc'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'second_factor_challenges_pk', columns: [t.purpose, t.tokenHash] }),
    index('second_factor_challenges_expires_idx').on(t.expiresAt),
    check('second_factor_challenges_purpose_check', sql`${t.purpose} in ('sign_in', 'enrol_passkey')`),
  ],
);

/** Storage of the embedded OIDC issuer (oidc-provider adapter): sessions, interactions, codes, grants. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    /** League code such as NFL. */
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    sport: text('sport').$type<Sport>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Week code the dashboard shows (D9); null for leagues without weeks. */
    activeWeek: text('active_week'),
    /** Season override (D10); null = derived from the date. */
    season: integer('season'),
    /** Admin announcement shown as the dashboard banner; null = hidden. */
    announcement: text('announcement'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leagues_name_key').on(t.name),
    check('leagues_sport_check', sql`${t.sport} in ('football', 'basketball', 'baseball', 'hockey')`),
  ],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    homeTeamColor: text('home_team_color').notNull(),
    awayTeamColor: text('away_team_color').notNull(),
    week: text('week'),
    season: integer('season'),
    gameDate: timestamp('game_date', { withTimezone: true }).notNull(),
    /** Raw status code (scheduled, 1q..4q, ht, ot, FT); mapped for display by domain/status. */
    status: text('status').notNull().default('scheduled'),
    homeScore: integer('home_score').notNull().default(0),
    awayScore: integer('away_score').notNull().default(0),
    quarter: integer('quarter').notNull().default(0),
    /** Cumulative scores at the end of Q1, Q2, Q3 and the final incl. overtime (D3); null until ended. */
    q1Home: integer('q1_home'),
    q1Away: integer('q1_away'),
    q2Home: integer('q2_home'),
    q2Away: integer('q2_away'),
    q3Home: integer('q3_home'),
    q3Away: integer('q3_away'),
    finalHome: integer('final_home'),
    finalAway: integer('final_away'),
    /** Id of the game at the score provider (e.g. an ESPN event id). */
    externalId: text('external_id'),
    /** Id of the game in the schedule it was imported from (nflverse `game_id`): imports are idempotent by it. */
    sourceGameId: text('source_game_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('games_league_week_idx').on(t.leagueId, t.week),
    index('games_game_date_idx').on(t.gameDate),
    uniqueIndex('games_external_id_key').on(t.leagueId, t.externalId),
    uniqueIndex('games_source_game_id_key').on(t.leagueId, t.sourceGameId),
    check('games_scores_check', sql`${t.homeScore} >= 0 and ${t.awayScore} >= 0 and ${t.quarter} >= 0`),
  ],
);

export const pools = pgTable(
  'pools',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    name: text('name').notNull(),
    /** Per-square entry fee in cents (D2). */
    entryFeeCents: integer('entry_fee_cents').notNull(),
    houseFeeBps: integer('house_fee_bps').notNull(),
    /** 'equal' | 'halftime-heavy' | 'custom' with the Q1/Q2/Q3/final split in basis points (D1). */
    payoutScheme: text('payout_scheme').$type<PayoutSchemeName>().notNull(),
    payoutBps: jsonb('payout_bps').$type<[number, number, number, number]>().notNull(),
    isNonprofit: boolean('is_nonprofit').notNull().default(false),
    nonprofitBps: integer('nonprofit_bps').notNull().default(0),
    isPrivate: boolean('is_private').notNull().default(false),
    inviteCode: text('invite_code'),
    createdBy: uuid('created_by').references(() => users.id),
    maxParticipants: integer('max_participants').notNull().default(100),
    maxSquaresPerPlayer: integer('max_squares_per_player').notNull().default(5),
    status: text('status').$type<PoolStatus>().notNull().default('open'),
    /**
     * The row version: bumped by every claim and, by a trigger, by every other change (migration 0010).
     * The optimistic claim path inserts only if the version it validated against is still current
     * (modules/squares/claim.ts).
     */
    version: integer('version').notNull().default(0),
    /** D5: a paid pool not full at kickoff is cancelled and its entries refunded ('pending' until done). */
    refundState: text('refund_state').$type<NonNullable<Pool['refundState']>>(),
    /** D19: who collects the entry fees — 'squares' (card payments, escrow) or 'organizer' (no money on the site). */
    collection: text('collection').$type<Collection>().notNull().default('squares'),
    /** A nonprofit pool's organization (5% of the prize pool, D1). */
    nonprofitName: text('nonprofit_name'),
    /** A private pool's rules contract, fixed at creation: what the rules card renders. */
    rules: jsonb('rules').$type<Record<string, unknown>>(),
    /**
     * The rule variants (domain/pool-rules.ts): one set of numbers for the game or one per
     * period, reverse winners, 100 or 25 squares. Private pools only (a check); fixed once a square is
     * sold (a trigger, migration 0020).
     */
    numbersRule: text('numbers_rule').$type<NumbersRule>().notNull().default('game'),
    reverseWinners: boolean('reverse_winners').notNull().default(false),
    boardSize: integer('board_size').$type<BoardSize>().notNull().default(100),
    /** Commit-reveal draw (D4): sha256(seed) is public from the start; the seed only after the draw. */
    drawCommitment: text('draw_commitment').notNull(),
    drawSeed: text('draw_seed').notNull(),
    rowDigits: jsonb('row_digits').$type<number[]>(),
    columnDigits: jsonb('column_digits').$type<number[]>(),
    /**
     * A pool drawing new numbers each period: each period's set, Q1 to final, all drawn with the
     * board (domain/draw.ts drawPoolNumbers); row/column digits then hold the first period's. Null otherwise.
     */
    digitSets: jsonb('digit_sets').$type<{ rows: number[]; columns: number[] }[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** Bumped when settling completes the pool, and each time a correction re-settles it after that. */
    payoutsRevision: integer('payouts_revision').notNull().default(0),
    /** The payouts revision whose every ledger transaction is written (fee, nonprofit share, prizes, reversals); null before. */
    paidOutRevision: integer('paid_out_revision'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pools_game_id_idx').on(t.gameId),
    // The escrow tick's candidates: completed paid pools whose payouts changed since they were paid out (migration 0027).
    index('pools_payout_owed_idx')
      .on(t.id)
      .where(sql`${t.status} = 'completed' and ${t.entryFeeCents} > 0 and ${t.collection} = 'squares' and ${t.paidOutRevision} is distinct from ${t.payoutsRevision}`),
    // One public pool per tier per game (D12): re-running the seed or a game import cannot duplicate.
    uniqueIndex('pools_public_tier_key')
      .on(t.gameId, t.entryFeeCents)
      .where(sql`not ${t.isPrivate}`),
    uniqueIndex('pools_invite_code_key').on(t.inviteCode),
    check('pools_status_check', sql`${t.status} in ('open', 'full', 'active', 'completed', 'cancelled')`),
    check('pools_entry_fee_check', sql`${t.entryFeeCents} >= 0 and ${t.entryFeeCents} <= 100000`),
    check('pools_house_fee_check', sql`${t.houseFeeBps} >= 0 and ${t.houseFeeBps} <= 10000`),
    check('pools_nonprofit_check', sql`${t.nonprofitBps} >= 0 and ${t.nonprofitBps} <= 10000`),
    check('pools_max_participants_check', sql`${t.maxParticipants} between 1 and 100`),
    // A 25-square board fills at 25 at most.
    check('pools_max_participants_board_check', sql`${t.maxParticipants} <= ${t.boardSize}`),
    check('pools_digit_sets_check', sql`${t.digitSets} is null or (${t.numbersRule} = 'period' and jsonb_array_length(${t.digitSets}) = 4)`),
    check('pools_max_squares_check', sql`${t.maxSquaresPerPlayer} between 1 and 100`),
    check('pools_payout_scheme_check', sql`${t.payoutScheme} in ('equal', 'halftime-heavy', 'custom')`),
    check('pools_refund_state_check', sql`${t.refundState} is null or ${t.refundState} in ('pending', 'refunded')`),
    check('pools_collection_check', sql`${t.collection} in ('squares', 'organizer')`),
    check('pools_numbers_rule_check', sql`${t.numbersRule} in ('game', 'period')`),
    check('pools_board_size_check', sql`${t.boardSize} in (100, 25)`),
    check('pools_variants_private_check', sql`${t.isPrivate} or (${t.numbersRule} = 'game' and not ${t.reverseWinners} and ${t.boardSize} = 100)`),
  ],
);

export const squares = pgTable(
  'squares',
  {
    id: serial('id').primaryKey(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => pools.id),
    userId: uuid('user_id').references(() => users.id),
    row: integer('row').notNull(),
    column: integer('col').notNull(),
    purchasePriceCents: integer('purchase_price_cents').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    /** Organizer-collected pools (D19): a square the organizer entered for someone without an account. */
    guestName: text('guest_name'),
    /** Organizer-collected pools: the organizer marked this square's entry fee as received. */
    organizerPaid: boolean('organizer_paid').notNull().default(false),
  },
  (t) => [
    // The last line of defence against selling a square twice, whatever the application does.
    uniqueIndex('squares_pool_row_col_key').on(t.poolId, t.row, t.column),
    index('squares_user_id_idx').on(t.userId),
    index('squares_pool_user_idx').on(t.poolId, t.userId),
    // 0-9 on a 10x10 board; a 5x5 board's squares stay within 0-4 (a trigger, migration 0022).
    check('squares_row_check', sql`${t.row} between 0 and 9`),
    check('squares_col_check', sql`${t.column} between 0 and 9`),
    check('squares_price_check', sql`${t.purchasePriceCents} >= 0`),
    check('squares_owner_check', sql`${t.guestName} is null or ${t.userId} is null`),
  ],
);

/**
 * What each scoring period of a pool paid (D1, D3): the winning square, its owner (null when nobody
 * owned it: the prize is not paid out) and the amount in cents. One row per pool and period; a score
 * correction re-settles the row.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => pools.id),
    period: text('period').$type<Period>().notNull(),
    /**
     * 'forward': the square of the period's score; 'reverse': the square with its digits swapped, in a pool
     * with reverse winners, which shares the period's prize with the forward one.
     */
    role: text('role').$type<PrizeRole>().notNull().default('forward'),
    row: integer('row').notNull(),
    column: integer('col').notNull(),
    squareId: integer('square_id').references(() => squares.id),
    userId: uuid('user_id').references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    homeScore: integer('home_score').notNull(),
    awayScore: integer('away_score').notNull(),
    /** 1 when first settled; each correction that changes the result adds one. */
    revision: integer('revision').notNull().default(1),
    /** The ledger id this revision's prize is paid out under (domain/ledger-settlement periodPrizeTxId): paid out once it exists. */
    prizeTransactionId: text('prize_transaction_id').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_pool_period_role_key').on(t.poolId, t.period, t.role),
    check('payouts_role_check', sql`${t.role} in ('forward', 'reverse')`),
    index('payouts_user_idx').on(t.userId),
    check('payouts_period_check', sql`${t.period} in ('Q1', 'Q2', 'Q3', 'FINAL')`),
    check('payouts_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Every score update applied to a game, from any feed, in order: the record behind each settled period
 * (and of what was ignored as stale). Append-only.
 */
export const scoreEvents = pgTable(
  'score_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    source: text('source').notNull(),
    status: text('status').notNull(),
    quarter: integer('quarter').notNull(),
    homeScore: integer('home_score').notNull(),
    awayScore: integer('away_score').notNull(),
    homeQuarterPoints: jsonb('home_quarter_points').$type<number[]>(),
    awayQuarterPoints: jsonb('away_quarter_points').$type<number[]>(),
    /** Periods this update ended, corrected, or whether it was ignored as stale. */
    ended: jsonb('ended').$type<string[]>().notNull().default([]),
    corrected: jsonb('corrected').$type<string[]>().notNull().default([]),
    stale: boolean('stale').notNull().default(false),
    actorUserId: uuid('actor_user_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('score_events_game_idx').on(t.gameId, t.id)],
);

/** A real historical game replayed onto one of our games, time-compressed (the replay feed). */
export const scoreReplays = pgTable('score_replays', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id),
  historicalGameId: text('historical_game_id').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  secondsPerQuarter: integer('seconds_per_quarter').notNull(),
  createdAt: createdAt(),
});

/** Who may see and play a private pool (D11): its creator and everyone who joined by its invite code. */
export const poolMembers = pgTable(
  'pool_members',
  {
    poolId: integer('pool_id')
      .notNull()
      .references(() => pools.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<'creator' | 'member'>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.poolId, t.userId] }),
    index('pool_members_user_idx').on(t.userId),
    check('pool_members_role_check', sql`${t.role} in ('creator', 'member')`),
  ],
);

/** E-mail invitations to a private pool (the message itself goes through the outbox). */
export const poolInvitations = pgTable(
  'pool_invitations',
  {
    poolId: integer('pool_id')
      .notNull()
      .references(() => pools.id),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    sendCount: integer('send_count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.email] })],
);

/**
 * A player's purchase of paid squares (D7): one row per checkout, written before the provider
 * is called (its idempotency key is stored first, D8). Its squares are held (square_holds) while the
 * player pays; completing it turns the holds into owned squares with the ledger entries, in one
 * transaction. `provider_action` is a cancel or refund owed to the provider (checkout abandoned, hold
 * expired, squares gone): done after commit and retried by the payments ticker until it is.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    poolId: integer('pool_id')
      .notNull()
      .references(() => pools.id),
    amountCents: integer('amount_cents').notNull(),
    captureMethod: text('capture_method').$type<CaptureMethod>().notNull(),
    /** [[row, column], ...] in the order chosen. */
    squares: jsonb('squares').$type<[number, number][]>().notNull(),
    provider: text('provider').$type<ProviderName>().notNull(),
    /** The idempotency key of the provider's create call. */
    createKey: text('create_key').notNull(),
    intentId: text('intent_id'),
    clientSecret: text('client_secret'),
    status: text('status').$type<CheckoutStatus>().notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** Why a payment bought nothing (domain/checkout-states.ts). */
    outcomeReason: text('outcome_reason').$type<OutcomeReason>(),
    /** The intent's status when the purchase was recorded (requires_capture or succeeded), then as captured. */
    intentStatus: text('intent_status').$type<Extract<PaymentIntentStatus, 'requires_capture' | 'succeeded'>>(),
    /** An authorization must be captured before this (the provider's capture_before, else 7 days, D18). */
    captureBefore: timestamp('capture_before', { withTimezone: true }),
    providerAction: text('provider_action').$type<ProviderAction>(),
    providerActionKey: text('provider_action_key'),
    providerActionDoneAt: timestamp('provider_action_done_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the checkout was released (its squares free again); the re-hold cooldown counts from it (domain/hold-rules.ts). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_create_key_key').on(t.createKey),
    uniqueIndex('payments_intent_id_key').on(t.intentId),
    index('payments_pool_idx').on(t.poolId),
    index('payments_user_idx').on(t.userId),
    // The money a player committed lately, summed at every checkout start (migration 0028).
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_awaiting_idx').on(t.holdExpiresAt).where(sql`${t.status} in ('creating', 'awaiting_payment')`),
    index('payments_action_due_idx').on(t.updatedAt).where(sql`${t.providerAction} is not null and ${t.providerActionDoneAt} is null`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_capture_method_check', sql`${t.captureMethod} in ('automatic', 'manual')`),
    check('payments_provider_check', sql`${t.provider} in ('sandbox', 'stripe')`),
    check('payments_status_check', sql`${t.status} in ('creating', 'awaiting_payment', 'completed', 'released', 'rejected', 'refunded')`),
    check('payments_action_check', sql`${t.providerAction} is null or ${t.providerAction} in ('cancel', 'refund')`),
  ],
);

/**
 * Squares held for a player while they pay (D7): one row per square, so two checkouts can never hold
 * the same square (primary key). Released (deleted) when the purchase completes, the player leaves
 * checkout, or the hold expires.
 */
export const squareHolds = pgTable(
  'square_holds',
  {
    poolId: integer('pool_id')
      .notNull()
      .references(() => pools.id),
    row: integer('row').notNull(),
    column: integer('col').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.row, t.column] }), index('square_holds_payment_idx').on(t.paymentId), index('square_holds_user_idx').on(t.userId)],
);

/**
 * The escrow ledger (D8, D17): append-only (a trigger refuses UPDATE and DELETE), double-entry, integer
 * cents. A transaction's id is derived from its cause (domain/ledger-payments.ts), so a replay cannot
 * double it; a deferred trigger refuses any transaction whose entries do not sum to zero.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: text('id').primaryKey(),
    /** Order of application (the model replays in this order). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    phase: text('phase').$type<LedgerTransaction['phase']>().notNull(),
    pendingId: text('pending_id'),
    poolId: integer('pool_id').references(() => pools.id),
    paymentIntentId: text('payment_intent_id'),
    step: text('step').$type<PaymentStep>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_seq_key').on(t.seq),
    index('ledger_transactions_pool_idx').on(t.poolId, t.seq),
    index('ledger_transactions_intent_idx').on(t.paymentIntentId),
    check('ledger_transactions_phase_check', sql`${t.phase} in ('pending', 'posted', 'post_pending', 'void_pending')`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    side: text('side').$type<EntrySide>().notNull(),
    account: text('account').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.account),
    check('ledger_entries_side_check', sql`${t.side} in ('debit', 'credit')`),
    check('ledger_entries_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Provider webhook events already handled, by the provider's event id (D8: de-duplicated). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * Cancels and refunds the provider refused, by the action's idempotency key (payments.provider_action_key):
 * retried with backoff a bounded number of times; `operator_reason` set = in the operator queue (the
 * System tab) and no longer retried: impossible (e.g. cancel of an intent captured outside the app),
 * attempts_exhausted, or intent_mismatch. Handled = an operator settled it by hand.
 */
export const providerActionQueue = pgTable(
  'provider_action_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actionKey: text('action_key').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    action: text('action').$type<ProviderAction>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this instant; null once it is in the operator queue. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    operatorReason: text('operator_reason').$type<ProviderActionReason>(),
    operatorDetail: text('operator_detail'),
    operatorSince: timestamp('operator_since', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('provider_action_queue_action_key').on(t.actionKey),
    index('provider_action_queue_open_idx').on(t.operatorSince).where(sql`${t.operatorReason} is not null and ${t.handledAt} is null`),
    check('provider_action_queue_action_check', sql`${t.action} in ('cancel', 'refund')`),
    check('provider_action_queue_attempts_check', sql`${t.attempts} >= 0`),
    check(
      'provider_action_queue_reason_check',
      sql`${t.operatorReason} is null or ${t.operatorReason} in ('impossible', 'attempts_exhausted', 'intent_mismatch')`,
    ),
  ],
);
export type ProviderActionQueueRow = typeof providerActionQueue.$inferSelect;

/**
 * The sandbox provider's own storage (payments/sandbox): what Stripe would keep on its side. `intent`
 * is the domain PaymentIntent (domain/payment-intent.ts) as JSON; requests remember idempotency keys;
 * events are the webhook deliveries it owes our webhook route.
 */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  intent: jsonb('intent').$type<Record<string, unknown>>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const sandboxRequests = pgTable('sandbox_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  operation: text('operation').notNull(),
  response: jsonb('response').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('sandbox_events_undelivered_idx').on(t.seq).where(sql`${t.deliveredAt} is null`)],
);

/**
 * Messages to send (paying out and refunds queue them, src/server/mail sends them over SMTP): written in the
 * same transaction as the change they announce, so a notice exists exactly when its change committed.
 * `dedupe_key` makes queueing the same notice twice a no-op. `body` is the plain text, `html` its HTML.
 * Exactly one of sent_at (the SMTP server accepted it), kept_at (no SMTP_URL: kept here for admins to
 * read) and failed_at (gave up after its attempts) ends a message; until then it is pending, claimed by
 * one worker at a time (sending_since, a lease) and retried at next_attempt_at.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    userId: uuid('user_id').references(() => users.id),
    email: text('email'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID header, fixed at the first claim so every attempt carries the same one. */
    messageId: text('message_id'),
    /** Claims so far (a claim whose worker died counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this instant (backoff after a failed attempt); null = at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Claimed by a worker at this instant; another may take it over only once the claim is stale. */
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    keptAt: timestamp('kept_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key').on(t.dedupeKey),
    index('outbox_pending_idx').on(t.id).where(sql`${t.sentAt} is null and ${t.keptAt} is null and ${t.failedAt} is null`),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Board and league change events waiting for the relay (src/server/realtime/relay.ts): written
 * by the database's triggers in the transaction that made the change (so an event exists exactly when its
 * change committed), published in batches by one process and then deleted. No NOTIFY on the commit path:
 * a committing NOTIFY takes a database-wide lock, so notifying commits ran one at a time. `channel` is the
 * bus channel ('pool_events', 'league_events'); `payload` the event's JSON, self-contained for claims.
 */
export const realtimeEvents = pgTable('realtime_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  payload: text('payload').notNull(),
});

/**
 * A winner's prize of one period at one revision (payouts.revision): claimed and paid through the
 * provider, queued for an admin's manual payout, or expired after 30 days (then in unclaimed prizes).
 */
export const prizeClaims = pgTable(
  'prize_claims',
  {
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    revision: integer('revision').notNull(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => pools.id),
    userId: uuid('user_id').references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').$type<PrizeClaimResponse['state']>().notNull(),
    /** The provider's transfer id (sandbox or Stripe Connect); null while a manual payout is pending. */
    transferId: text('transfer_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.revision] }),
    index('prize_claims_user_idx').on(t.userId),
    check('prize_claims_state_check', sql`${t.state} in ('paid', 'manual_pending', 'expired', 'expired_paid')`),
    check('prize_claims_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The sandbox provider's payouts to winners (what a Stripe Connect transfer would be). */
export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  destination: text('destination').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationRow = typeof verifications.$inferSelect;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type SpendLimitsRow = typeof spendLimits.$inferSelect;
export type PlayRestrictionsRow = typeof playRestrictions.$inferSelect;
export type LeagueRow = typeof leagues.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type PoolRow = typeof pools.$inferSelect;
export type SquareRow = typeof squares.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type ScoreReplayRow = typeof scoreReplays.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SquareHoldRow = typeof squareHolds.$inferSelect;
export type PrizeClaimRow = typeof prizeClaims.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
