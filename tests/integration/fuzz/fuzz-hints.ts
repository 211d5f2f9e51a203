import fc from 'fast-check';
import { REQUIRED_COLUMNS } from '../../../src/domain/schedule-import';
import type { FuzzWorld } from './fuzz-world';
import { hostileKey, hostileNumber, hostileText, hostileValue } from './hostile-values';
import type { IssuerInteraction } from './issuer-form';
import { patternsOf, type ArbitraryOptions, type JsonSchema } from './json-schema-arbitrary';

/**
 * Field-name hints that steer "valid" values towards the app's real data, so valid requests get past
 * the first lookup: ids that exist (the other player's among them), the open checkout's payment id, the
 * private pool's invite code, real team names and week codes, sandbox test cards, an nflverse CSV. Each
 * hint still leaves room for the schema's own values.
 */
const NFL_TEAMS = ['Philadelphia Eagles', 'Dallas Cowboys', 'Green Bay Packers', 'Chicago Bears', 'Kansas City Chiefs', 'Denver Broncos'];
const NFL_CODES = ['PHI', 'DAL', 'GB', 'CHI', 'KC', 'DEN', 'XXX'];
const WEEKS = ['W1', 'W12', 'W13', 'W18', 'WC', 'SB', 'PS1', 'HOF'];
const CARDS = ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '1234'] as const;

const dateOfBirth = (from: number, to: number) => fc.integer({ min: from, max: to }).map((ms) => new Date(ms).toISOString().slice(0, 10));

const isDigits = (schema: JsonSchema) => schema.type === 'string' && patternsOf(schema).includes('^\\d+$');
const isIdName = (name: string) => name === 'id' || /Id$/.test(name);

/** An nflverse games.csv: the real header, rows of plausible values (with an occasional hostile cell). */
function csvFile(hostileCells: boolean) {
  const cell = (plausible: fc.Arbitrary<string>) =>
    hostileCells ? fc.oneof({ weight: 6, arbitrary: plausible }, { weight: 1, arbitrary: hostileText.map(String) }) : plausible;
  const row = fc
    .tuple(
      fc.integer({ min: 1, max: 18 }),
      cell(fc.constantFrom(...NFL_CODES)),
      cell(fc.constantFrom(...NFL_CODES)),
      cell(fc.constantFrom('', '17', '3')),
      cell(fc.constantFrom('2026-09-13', '2026-11-22', '2026-13-40')),
      cell(fc.constantFrom('13:00', '20:15', '25:61')),
      cell(fc.constantFrom('REG', 'WC', 'SB', 'ZZZ')),
    )
    .map(([week, away, home, score, day, time, type]) =>
      [`2026_${String(week).padStart(2, '0')}_${away}_${home}`, '2026', type, String(week), day, time, away, score, home, score, '401547000'].join(','),
    );
  return fc.array(row, { minLength: 0, maxLength: 4 }).map((rows) => [REQUIRED_COLUMNS.join(','), ...rows].join('\n') + '\n');
}

/**
 * `pristine`: only the values that get furthest (a fresh e-mail, an adult, a state where play is legal,
 * a known id), for the valid requests the field probes are built around.
 */
function worldHints(world: FuzzWorld, now: Date, pristine: boolean): NonNullable<ArbitraryOptions['hint']> {
  const { foreign } = world;
  const soon = fc.integer({ min: 3600_000, max: 30 * 86_400_000 }).map((ms) => new Date(now.getTime() + ms).toISOString());
  /** The hinted value, sometimes the schema's own. */
  const either = (hinted: fc.Arbitrary<unknown>, own: fc.Arbitrary<unknown>) =>
    pristine ? hinted : fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: own });
  /** Usually the value that gets furthest, sometimes another. */
  const mostly = <T>(usual: fc.Arbitrary<T>, other: fc.Arbitrary<T>) =>
    pristine ? usual : fc.oneof({ weight: 3, arbitrary: usual }, { weight: 1, arbitrary: other });
  return (name, schema, own) => {
    if (name === 'text/csv') return either(csvFile(!pristine), own);
    if (schema.format === 'uuid') return either(fc.constantFrom(...world.knownUuids), own);
    if (name === 'paymentIntentId' || (name === 'id' && patternsOf(schema).some((p) => p.startsWith('^pi_')))) return either(fc.constant(foreign.paymentIntentId), own);
    if (isIdName(name) && (schema.type === 'integer' || isDigits(schema))) {
      const ids = fc.constantFrom(...world.knownIds);
      return either(schema.type === 'integer' ? ids : ids.map(String), own);
    }
    switch (name) {
      case 'inviteCode':
        return either(fc.constant(foreign.inviteCode), own);
      case 'email':
        return either(mostly(fc.integer({ min: 1, max: 1e6 }).map((n) => `fuzz.${n}@example.com`), fc.constant(foreign.email)), own);
      case 'username':
        return either(fc.constant('ops-admin'), own);
      case 'dateOfBirth':
        // The players were verified as born on 1990-01-01, and a date of birth on file cannot change.
        return mostly(fc.constant('1990-01-01'), dateOfBirth(Date.UTC(1930, 0, 1), now.getTime()));
      case 'residenceState':
        return mostly(fc.constantFrom('CA', 'NY', 'TX'), fc.constantFrom('WA', 'AL', 'MA', 'ZZ'));
      case 'residenceCountry':
        return mostly(fc.constant('US'), fc.constantFrom('CA', 'GB'));
      case 'cardNumber':
        return mostly(fc.constant(CARDS[0]), fc.constantFrom(...CARDS));
      case 'cvc':
        return fc.constantFrom('123', '9999');
      case 'expMonth':
        return fc.constantFrom(12, '12', 1);
      case 'expYear':
        return mostly(fc.constant(2030), fc.constantFrom('2030', 2020));
      case 'amount':
      case 'price':
        return either(fc.constantFrom('1.00', '5.00', '10.00', '25.00', 5, '0.01'), own);
      case 'week':
        return either(fc.constantFrom(...WEEKS), own);
      case 'homeTeam':
      case 'awayTeam':
        return either(fc.constantFrom(...NFL_TEAMS), own);
      case 'gameDate':
        return either(soon, own);
      case 'historicalGameId':
        return either(fc.constant('2023_22_SF_KC'), own);
      case 'season':
        return either(fc.constantFrom('2023', '2024', '2026', 2026), own);
      case 'from':
        // The statement's period (New York dates, from <= to, at most 5 years): one the player has movements in.
        return either(fc.constantFrom('2026-01-01', '2026-11-01'), own);
      case 'to':
        return either(fc.constantFrom('2026-11-30', '2026-12-31'), own);
      case 'returnTo':
        return fc.constantFrom('/', '/dashboard', '//evil.example', 'https://evil.example/', '/\\evil.example');
      default:
        return undefined;
    }
  };
}

/** What the fuzz generates with: the hints above, the live sign-in interaction's uid, the hostile values. */
export function fuzzOptions(world: FuzzWorld, interaction: IssuerInteraction, now: Date, { pristine = false } = {}): ArbitraryOptions {
  const hints = worldHints(world, now, pristine);
  const uid = fc.constant(interaction.uid);
  return {
    hostile: hostileValue([...world.knownIds, ...world.knownUuids, world.foreign.paymentIntentId, world.foreign.inviteCode]),
    hostileText,
    hostileNumber,
    hostileKey,
    hint: (name, schema, own) =>
      name !== 'uid' ? hints(name, schema, own) : pristine ? uid : fc.oneof({ weight: 4, arbitrary: uid }, { weight: 1, arbitrary: own }),
  };
}
