import { describe, expect, it } from 'vitest';
import { evaluateEligibility, isUnitedStates, minimumAgeFor, type ComplianceRules } from './eligibility';

const RULES: ComplianceRules = { minAge: 18, stateMinAges: { AL: 19, NE: 19, MA: 21, AZ: 21 }, blockedStates: ['WA', 'ID'] };
const TODAY = { year: 2026, month: 11, day: 21 };
const check = (dateOfBirth: string, state = 'CA', country = 'US') =>
  evaluateEligibility({ dateOfBirth, state, country }, RULES, TODAY);

describe('eligibility for paid play (D14)', () => {
  it.each([
    ['2008-11-21', true, 'turns 18 today'],
    ['2008-11-22', false, 'turns 18 tomorrow'],
    ['1990-01-01', true, 'adult'],
    ['2010-05-05', false, 'child'],
  ])('%s in California -> eligible %s (%s)', (dob, eligible) => {
    expect(check(dob).eligible).toBe(eligible);
  });

  it('refuses the under-age with the spec text', () => {
    expect(check('2009-01-01')).toEqual({
      eligible: false,
      reason: 'underage',
      message: 'You must be at least 18 years old to use this platform.',
    });
  });

  it('applies per-state minimum ages', () => {
    expect(check('2006-01-01', 'MA')).toEqual({
      eligible: false,
      reason: 'state_underage',
      message: 'You must be at least 21 years old to play in Massachusetts.',
    });
    expect(check('2007-11-21', 'AL')).toMatchObject({ eligible: true, age: 19 });
    expect(check('2007-11-22', 'AL')).toMatchObject({ reason: 'state_underage' });
    expect(minimumAgeFor('CA', RULES)).toBe(18);
    expect(minimumAgeFor('AZ', RULES)).toBe(21);
  });

  it('refuses blocked states and non-US residents', () => {
    expect(check('1990-01-01', 'WA')).toEqual({
      eligible: false,
      reason: 'blocked_state',
      message: 'Paid play is not available in Washington.',
    });
    expect(check('1990-01-01', 'CA', 'Canada')).toEqual({
      eligible: false,
      reason: 'country',
      message: 'Squares is only available to residents of the United States.',
    });
    expect(check('1990-01-01', 'ZZ')).toMatchObject({ reason: 'state' });
  });

  it('rejects impossible and future dates', () => {
    expect(check('2026-02-30')).toMatchObject({ reason: 'invalid_date' });
    expect(check('2030-01-01')).toMatchObject({ reason: 'invalid_date' });
    expect(check('01/02/1990')).toMatchObject({ reason: 'invalid_date' });
  });

  it('knows the names of the United States', () => {
    for (const name of ['US', 'usa', 'United States', ' united states of america ']) expect(isUnitedStates(name)).toBe(true);
    for (const name of ['UK', 'Canada', 'Mexico', '']) expect(isUnitedStates(name)).toBe(false);
  });
});
