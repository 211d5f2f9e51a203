import { describe, expect, it } from 'vitest';
import { normalizeInviteCode } from './invite-code';

describe('normalizeInviteCode', () => {
  it('takes a code in any case, with or without dashes and spaces', () => {
    expect(normalizeInviteCode('AB12-CD34-EF567')).toBe('AB12-CD34-EF567');
    expect(normalizeInviteCode('ab12cd34ef567')).toBe('AB12-CD34-EF567');
    expect(normalizeInviteCode('  ab12 cd34 - ef56 7 ')).toBe('AB12-CD34-EF567');
  });

  it('reads O as 0 and I or L as 1, as Crockford base32 does', () => {
    expect(normalizeInviteCode('abo2-cdi4-efl67')).toBe('AB02-CD14-EF167');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeInviteCode('')).toBeNull();
    expect(normalizeInviteCode('AB12-CD34')).toBeNull();
    expect(normalizeInviteCode('AB12-CD34-EF567X')).toBeNull();
    expect(normalizeInviteCode('UB12-CD34-EF567')).toBeNull();
  });
});
