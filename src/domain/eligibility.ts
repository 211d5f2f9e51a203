import { ageOn, parseCalendarDate, type CalendarDate } from './age';
import { UNDERAGE_MESSAGE } from './schemas/auth';
import { isUsStateCode, usStateName } from './us-states';

/**
 * D14: who may play for money. A configurable minimum age with per-state overrides, states where paid
 * play is blocked, US residents only. The server applies it when a player verifies and again whenever
 * it reports eligibility (ages change and so can the rules); free pools need none of it.
 */
export interface ComplianceRules {
  minAge: number;
  stateMinAges: Record<string, number>;
  blockedStates: readonly string[];
}

export interface Residence {
  dateOfBirth: string;
  state: string;
  country: string;
}

export type EligibilityRefusal = 'invalid_date' | 'underage' | 'state_underage' | 'country' | 'state' | 'blocked_state';

export type Eligibility = { eligible: true; age: number } | { eligible: false; reason: EligibilityRefusal; message: string };

const US_NAMES = new Set(['US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

/** 'US', 'USA' and 'United States' (any case) all mean the United States; anything else is not it. */
export function isUnitedStates(country: string): boolean {
  return US_NAMES.has(country.trim().toUpperCase());
}

export function minimumAgeFor(state: string, rules: ComplianceRules): number {
  return Math.max(rules.minAge, rules.stateMinAges[state] ?? 0);
}

export function evaluateEligibility(residence: Residence, rules: ComplianceRules, today: CalendarDate): Eligibility {
  const birth = parseCalendarDate(residence.dateOfBirth);
  if (!birth || ageOn(birth, today) < 0) {
    return { eligible: false, reason: 'invalid_date', message: 'Please enter a valid date of birth.' };
  }
  const age = ageOn(birth, today);
  if (age < rules.minAge) return { eligible: false, reason: 'underage', message: UNDERAGE_MESSAGE.replace('18', String(rules.minAge)) };
  if (!isUnitedStates(residence.country)) {
    return { eligible: false, reason: 'country', message: 'Squares is only available to residents of the United States.' };
  }
  const state = residence.state.trim().toUpperCase();
  if (!isUsStateCode(state)) {
    return { eligible: false, reason: 'state', message: 'Please choose one of the 50 states or DC.' };
  }
  if (rules.blockedStates.includes(state)) {
    return { eligible: false, reason: 'blocked_state', message: `Paid play is not available in ${usStateName(state)}.` };
  }
  const stateAge = minimumAgeFor(state, rules);
  if (age < stateAge) {
    return {
      eligible: false,
      reason: 'state_underage',
      message: `You must be at least ${stateAge} years old to play in ${usStateName(state)}.`,
    };
  }
  return { eligible: true, age };
}

/** Today's calendar date in UTC (the server's reference day for ages). */
export function utcCalendarDate(now: Date): CalendarDate {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}
