import { describe, expect, it } from 'vitest';
import { PRIVATE_POOL_MESSAGES as M } from '../../../domain/schemas/private-pool';
import { checkForm } from '../../test-support/check-form';
import { makePool } from '../../test-support/fixtures';
import {
  addInviteEmail,
  createPoolResolver,
  CUSTOM_PERCENT_PROBLEM,
  DEFAULT_VALUES,
  fullBoardSplit,
  percentTotal,
  percentsToBps,
  squareLimitHint,
  squareLimitProblem,
  toRequest,
  withDraftAdded,
  type CreatePoolValues,
} from './form-model';
import { gameLabel, groupByLeague, upcomingGames } from './game-options';

const VALID: CreatePoolValues = { ...DEFAULT_VALUES, gameId: '14', name: 'Office Pool' };
const validateCreatePool = (values: CreatePoolValues) => checkForm(createPoolResolver, values);
const errorsOf = async (over: Partial<CreatePoolValues>) => {
  const check = await validateCreatePool({ ...VALID, ...over });
  return check.ok ? {} : check.errors;
};
const custom = (customPercents: CreatePoolValues['payoutScheme']['customPercents']) => ({ payoutScheme: { name: 'custom' as const, customPercents } });
const invites = (emails: string[], draft = '') => ({ inviteEmails: { emails, draft } });

describe('createPoolResolver: spec section 5, by the shared schema', () => {
  it('accepts the defaults with a game and a name, and sends numbers, the split and who collects', async () => {
    const check = await validateCreatePool({ ...VALID, name: '  Office Pool  ' });
    expect(check).toEqual({
      ok: true,
      payload: {
        gameId: 14,
        name: 'Office Pool',
        entryFee: 5,
        maxSquaresPerPlayer: 5,
        inviteEmails: [],
        payoutScheme: { name: 'equal' },
        collection: 'squares',
        rules: { numbers: 'game', reverseWinners: false, boardSize: 100 },
      },
    });
  });

  it('sends the chosen game rules: new numbers each period, reverse winners, 25 squares', async () => {
    const chosen: CreatePoolValues = { ...VALID, rules: { numbers: 'period', reverseWinners: true, boardSize: 25 } };
    expect(toRequest(chosen).rules).toEqual({ numbers: 'period', reverseWinners: true, boardSize: 25 });
    const check = await validateCreatePool({ ...chosen, maxSquaresPerPlayer: '25' });
    expect(check.ok && check.payload.rules).toEqual({ numbers: 'period', reverseWinners: true, boardSize: 25 });
    expect(check.ok && check.payload.maxSquaresPerPlayer).toBe(25);
    expect(toRequest(VALID).rules).toEqual({ numbers: 'game', reverseWinners: false, boardSize: 100 });
  });

  it('keeps the spec message above 25 squares on a 25-square board, and the board bounds the limit', async () => {
    expect(await errorsOf({ rules: { ...VALID.rules, boardSize: 25 }, maxSquaresPerPlayer: '26' })).toEqual({ maxSquaresPerPlayer: M.squaresMax });
    expect(squareLimitProblem(25, 25)).toBeNull();
    expect(squareLimitProblem(undefined, 25)).toBeNull();
    expect(squareLimitProblem(30, 25)).toBe('A 25-square board has only 25 squares: allow at most 25 per player');
    expect(squareLimitProblem(30, 100)).toBeNull();
    expect(squareLimitHint(100)).toBe("1 to 25 of the board's 100 squares.");
    expect(squareLimitHint(25)).toBe("1 to 25 of the board's 25 squares.");
  });

  it.each<[string, Partial<CreatePoolValues>, string, string]>([
    ['no game', { gameId: '' }, 'gameId', M.game],
    ['a name under 3 characters', { name: 'ab' }, 'name', M.name],
    ['a name of spaces', { name: '     ' }, 'name', M.name],
    ['a negative fee', { entryFee: '-0.01' }, 'entryFee', M.feeNegative],
    ['a fee over $1000', { entryFee: '1000.01' }, 'entryFee', M.feeMax],
    ['no fee', { entryFee: '' }, 'entryFee', M.feeNegative],
    ['0 squares', { maxSquaresPerPlayer: '0' }, 'maxSquaresPerPlayer', M.squaresMin],
    ['26 squares', { maxSquaresPerPlayer: '26' }, 'maxSquaresPerPlayer', M.squaresMax],
    ['a bad invite address', invites(['ok@example.com', 'not-an-email']), 'inviteEmails', M.email],
    ['a bad address typed but not added', invites(['ok@example.com'], 'friend@'), 'inviteEmails', M.email],
    ['a nonprofit without a name', { nonprofit: true, nonprofitName: ' ' }, 'nonprofitName', 'Organization name must be at least 2 characters'],
  ])('%s: %s', async (_, over, field, message) => {
    expect(await errorsOf(over)).toEqual({ [field]: message });
  });

  it('takes the edges: $0, $1000, 1 and 25 squares', async () => {
    expect((await validateCreatePool({ ...VALID, entryFee: '0', maxSquaresPerPlayer: '1' })).ok).toBe(true);
    expect((await validateCreatePool({ ...VALID, entryFee: '1000', maxSquaresPerPlayer: '25' })).ok).toBe(true);
  });

  it('reports every bad field at once', async () => {
    expect(Object.keys(await errorsOf({ gameId: '', name: '', entryFee: '-1', maxSquaresPerPlayer: '26' }))).toEqual([
      'gameId',
      'name',
      'entryFee',
      'maxSquaresPerPlayer',
    ]);
  });

  it('a custom split must add up to 100, in basis points', async () => {
    expect((await errorsOf(custom(['10', '20', '30', '30']))).payoutScheme).toMatch(/add up to 100%/);
    const check = await validateCreatePool({ ...VALID, ...custom(['12.5', '12.5', '37.5', '37.5']) });
    expect(check.ok && check.payload.payoutScheme).toEqual({ name: 'custom', periodBps: [1250, 1250, 3750, 3750] });
    expect((await errorsOf(custom(['25', '25', 'x', '25']))).payoutScheme).toBe(CUSTOM_PERCENT_PROBLEM);
    expect((await errorsOf(custom(['25', '25', '', '25']))).payoutScheme).toBe(CUSTOM_PERCENT_PROBLEM);
  });

  it('names the halftime-heavy split without numbers; the schema knows them', async () => {
    const check = await validateCreatePool({ ...VALID, payoutScheme: { ...VALID.payoutScheme, name: 'halftime-heavy' } });
    expect(check.ok && check.payload.payoutScheme).toEqual({ name: 'halftime-heavy' });
  });
});

describe('addInviteEmail', () => {
  it('adds a valid address in lower case, ignores a duplicate, refuses a bad one, skips a blank', () => {
    expect(addInviteEmail([], ' Ada@Example.com ')).toEqual({ kind: 'added', emails: ['ada@example.com'] });
    expect(addInviteEmail(['ada@example.com'], 'ADA@example.com')).toEqual({ kind: 'duplicate', email: 'ada@example.com' });
    expect(addInviteEmail([], 'ada@')).toEqual({ kind: 'invalid', message: M.email });
    expect(addInviteEmail([], '   ')).toEqual({ kind: 'blank' });
  });

  it('on submit, an address typed but not added joins the list; a duplicate is dropped, a bad one stays to be shown', () => {
    expect(withDraftAdded({ emails: ['ada@example.com'], draft: 'Bob@example.com' })).toEqual({ emails: ['ada@example.com', 'bob@example.com'], draft: '' });
    expect(withDraftAdded({ emails: ['ada@example.com'], draft: 'ADA@example.com' })).toEqual({ emails: ['ada@example.com'], draft: '' });
    expect(withDraftAdded({ emails: [], draft: 'bob@' })).toEqual({ emails: [], draft: 'bob@' });
  });
});

describe('percentages', () => {
  it('are read exactly', () => {
    expect(percentsToBps(['0.29', '33.33', '33.33', '33.05'])).toEqual([29, 3333, 3333, 3305]);
    expect(percentsToBps(['-1', '0', '0', '0'])).toBeNull();
    expect(percentTotal(['10', '20', '', '30'])).toBe(60);
    expect(percentTotal(['10', 'x', '', '30'])).toBeNull();
  });
});

describe('fullBoardSplit', () => {
  it('takes the house fee when Squares collects, none when the organizer does, and 5% to a nonprofit', () => {
    expect(fullBoardSplit(VALID)?.periodCents).toEqual([11_250, 11_250, 11_250, 11_250]);
    const organizer = fullBoardSplit({ ...VALID, collection: 'organizer' });
    expect(organizer?.houseFeeCents).toBe(0);
    expect(organizer?.periodCents).toEqual([12_500, 12_500, 12_500, 12_500]);
    expect(fullBoardSplit({ ...VALID, nonprofit: true })?.nonprofitCents).toBe(2_250);
    expect(fullBoardSplit({ ...VALID, ...custom(['10', '10', '10', '10']) })).toBeNull();
    expect(fullBoardSplit({ ...VALID, entryFee: '5.001' })).toBeNull();
  });

  it('a 25-square board: the pot is 25 squares at the fee', () => {
    const small = fullBoardSplit({ ...VALID, rules: { ...VALID.rules, boardSize: 25 } });
    expect(small?.potCents).toBe(12_500);
    expect(small?.houseFeeCents).toBe(1_250);
    expect(small?.periodCents).toEqual([2_812, 2_812, 2_812, 2_814]);
    expect(fullBoardSplit({ ...VALID, rules: { ...VALID.rules, boardSize: 25 }, collection: 'organizer', entryFee: '20' })?.periodCents).toEqual([12_500, 12_500, 12_500, 12_500]);
  });
});

describe('game choice', () => {
  const NOW = Date.parse('2026-11-20T15:00:00.000Z');
  const soon = makePool({}, { id: 1, gameDate: '2026-11-21T18:00:00.000Z' }).game;
  const sooner = makePool({}, { id: 2, gameDate: '2026-11-20T16:00:00.000Z', leagueId: 2 }).game;
  const live = makePool({}, { id: 3, status: '2q', gameDate: '2026-11-20T14:00:00.000Z' }).game;
  const late = makePool({}, { id: 4, gameDate: '2026-11-20T14:59:00.000Z' }).game;

  it('offers only scheduled games that have not kicked off, soonest first', () => {
    expect(upcomingGames([soon, live, late, sooner], NOW).map((g) => g.id)).toEqual([2, 1]);
  });
  it('reads "away @ home — date time"', () => {
    expect(gameLabel(soon, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('New York Jets @ Atlanta Falcons — Sat, Nov 21 1:00 PM EST');
  });
  it('groups by league in the leagues order', () => {
    const leagues = [
      { id: 2, name: 'NBA' },
      { id: 1, name: 'NFL' },
    ] as unknown as Parameters<typeof groupByLeague>[1];
    expect(groupByLeague([sooner, soon], leagues).map((g) => [g.label, g.games.map((x) => x.id)])).toEqual([
      ['NBA', [2]],
      ['NFL', [1]],
    ]);
    expect(groupByLeague([soon], undefined)).toEqual([{ label: null, games: [soon] }]);
  });
});
