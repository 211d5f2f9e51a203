import { describe, expect, it } from 'vitest';
import { checkPoolRules, describePoolRules, isStandardRules, STANDARD_RULES } from './pool-rules';

describe('a pool\'s rules contract', () => {
  it('takes the standard rules when none are given, and a private pool\'s choices', () => {
    expect(checkPoolRules(undefined, { isPrivate: false })).toEqual({ ok: true, rules: STANDARD_RULES });
    expect(checkPoolRules({}, { isPrivate: true })).toEqual({ ok: true, rules: STANDARD_RULES });
    expect(checkPoolRules({ numbers: 'period', reverseWinners: true, boardSize: 25 }, { isPrivate: true })).toEqual({
      ok: true,
      rules: { numbers: 'period', reverseWinners: true, boardSize: 25 },
    });
    expect(isStandardRules(STANDARD_RULES)).toBe(true);
  });

  it('refuses an unknown option or value by name', () => {
    expect(checkPoolRules({ jackpot: true }, { isPrivate: true })).toEqual({ ok: false, message: 'Unknown rules option: jackpot (the options are numbers, reverseWinners and boardSize)' });
    expect(checkPoolRules({ numbers: 'quarter' }, { isPrivate: true })).toMatchObject({ ok: false, message: expect.stringMatching(/^Unknown numbers rule: quarter/) });
    expect(checkPoolRules({ boardSize: 50 }, { isPrivate: true })).toMatchObject({ ok: false, message: expect.stringMatching(/^Unknown board size: 50/) });
    expect(checkPoolRules({ reverseWinners: 'yes' }, { isPrivate: true })).toMatchObject({ ok: false, message: 'reverseWinners must be true or false, got yes' });
    expect(checkPoolRules('25', { isPrivate: true })).toMatchObject({ ok: false });
  });

  it('keeps public pools on the standard rules, naming what was asked', () => {
    expect(checkPoolRules({ boardSize: 25, reverseWinners: true }, { isPrivate: false })).toEqual({
      ok: false,
      message: 'Public pools play the standard rules: reverse winners, a 25-square board is for private pools only',
    });
    expect(checkPoolRules({ numbers: 'game', reverseWinners: false, boardSize: 100 }, { isPrivate: false }).ok).toBe(true);
  });

  it('says each option in words', () => {
    expect(describePoolRules(STANDARD_RULES)).toEqual({
      numbers: 'One set of numbers for the whole game',
      winners: 'One winning square per period',
      board: '100 squares (10x10): one digit per row and column',
    });
    expect(describePoolRules({ numbers: 'period', reverseWinners: true, boardSize: 25 }).board).toMatch(/four score combinations/);
  });
});
