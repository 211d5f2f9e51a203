import { describe, expect, it } from 'vitest';
import { UNDERAGE_MESSAGE } from '../../../domain/schemas/auth';
import {
  COUNTRY_REQUIRED_MESSAGE,
  DATE_OF_BIRTH_INVALID_MESSAGE,
  DATE_OF_BIRTH_REQUIRED_MESSAGE,
  localToday,
  maxDateOfBirth,
  STATE_REQUIRED_MESSAGE,
  ageFormResolver,
  type AgeFormValues,
} from './age-form';
import { checkForm } from '../../test-support/check-form';
import type { CalendarDate } from '../../../domain/age';

/** The verdict as the form acts on it: what is sent, or the messages and whether to toast "under age". */
async function validateAgeForm(values: AgeFormValues, today: CalendarDate) {
  const check = await checkForm(ageFormResolver(today), values);
  if (check.ok) return { ok: true, value: check.payload };
  return { ok: false, errors: check.errors, underage: check.errors.dateOfBirth === UNDERAGE_MESSAGE };
}

const TODAY = { year: 2026, month: 11, day: 21 };
const form = (overrides: Partial<Record<'dateOfBirth' | 'residenceState' | 'residenceCountry', string>> = {}) => ({
  dateOfBirth: '1990-05-14',
  residenceState: 'CA',
  residenceCountry: 'US',
  ...overrides,
});

describe('the age form check', () => {
  it('passes a complete form of an adult', async () => {
    expect(await validateAgeForm(form(), TODAY)).toEqual({
      ok: true,
      value: { dateOfBirth: '1990-05-14', residenceState: 'CA', residenceCountry: 'US' },
    });
  });

  it('turns 18 on the birthday itself, not the day before', async () => {
    expect((await validateAgeForm(form({ dateOfBirth: '2008-11-21' }), TODAY)).ok).toBe(true);
    expect(await validateAgeForm(form({ dateOfBirth: '2008-11-22' }), TODAY)).toEqual({
      ok: false,
      errors: { dateOfBirth: UNDERAGE_MESSAGE },
      underage: true,
    });
  });

  it('refuses a date in the future as under age', async () => {
    const check = await validateAgeForm(form({ dateOfBirth: '2030-01-01' }), TODAY);
    expect(check).toMatchObject({ ok: false, underage: true });
  });

  it('requires the state and the country (spec section 5)', async () => {
    expect(await validateAgeForm(form({ residenceState: '', residenceCountry: '' }), TODAY)).toEqual({
      ok: false,
      errors: { residenceState: STATE_REQUIRED_MESSAGE, residenceCountry: COUNTRY_REQUIRED_MESSAGE },
      underage: false,
    });
  });

  it('accepts DC and refuses codes that are not a state, and countries other than the US', async () => {
    expect((await validateAgeForm(form({ residenceState: 'DC' }), TODAY)).ok).toBe(true);
    expect(await validateAgeForm(form({ residenceState: 'PR' }), TODAY)).toMatchObject({
      errors: { residenceState: STATE_REQUIRED_MESSAGE },
    });
    expect(await validateAgeForm(form({ residenceCountry: 'CA' }), TODAY)).toMatchObject({
      errors: { residenceCountry: COUNTRY_REQUIRED_MESSAGE },
    });
  });

  it('asks for a date of birth, and a real one', async () => {
    expect(await validateAgeForm(form({ dateOfBirth: '' }), TODAY)).toMatchObject({
      errors: { dateOfBirth: DATE_OF_BIRTH_REQUIRED_MESSAGE },
      underage: false,
    });
    expect(await validateAgeForm(form({ dateOfBirth: '1990-02-30' }), TODAY)).toMatchObject({
      errors: { dateOfBirth: DATE_OF_BIRTH_INVALID_MESSAGE },
    });
    expect(await validateAgeForm(form({ dateOfBirth: '1850-01-01' }), TODAY)).toMatchObject({
      errors: { dateOfBirth: DATE_OF_BIRTH_INVALID_MESSAGE },
      underage: false,
    });
  });

  it('reports every problem at once, the underage one included', async () => {
    expect(await validateAgeForm(form({ dateOfBirth: '2015-01-01', residenceState: '' }), TODAY)).toEqual({
      ok: false,
      errors: { dateOfBirth: UNDERAGE_MESSAGE, residenceState: STATE_REQUIRED_MESSAGE },
      underage: true,
    });
  });
});

describe('maxDateOfBirth', () => {
  it('is exactly 18 years before today, as YYYY-MM-DD', async () => {
    expect(maxDateOfBirth(TODAY)).toBe('2008-11-21');
    expect(maxDateOfBirth({ year: 2028, month: 2, day: 29 })).toBe('2010-02-28');
  });
  it('is a birth date that passes the check on the same day', async () => {
    expect((await validateAgeForm(form({ dateOfBirth: maxDateOfBirth(TODAY) }), TODAY)).ok).toBe(true);
  });
});

describe('localToday', () => {
  it("reads the browser's calendar day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toEqual({ year: 2026, month: 1, day: 5 });
  });
});
