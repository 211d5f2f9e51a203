import { describe, expect, it } from 'vitest';
import { checkForm } from '../../test-support/check-form';
import { EMPTY_LEAGUE_FORM, leagueResolver, type LeagueFormValues } from './league-form-model';

const validateLeagueForm = (values: LeagueFormValues) => checkForm(leagueResolver, values);

describe('leagueResolver', () => {
  it('upper-cases the League Code and sends the league active', async () => {
    expect(await validateLeagueForm({ name: ' xfl ', displayName: ' XFL Football ', sport: 'football' })).toEqual({
      ok: true,
      payload: { name: 'XFL', displayName: 'XFL Football', sport: 'football', isActive: true },
    });
  });

  it('the empty form names both text fields', async () => {
    expect(await validateLeagueForm(EMPTY_LEAGUE_FORM)).toEqual({
      ok: false,
      errors: { name: 'League Code must be 2 to 10 letters', displayName: 'Display Name is required' },
    });
  });

  it.each(['N', 'ABCDEFGHIJK', 'NFL2', 'N-F'])('refuses the code %j with the server\u2019s words', async (name) => {
    expect(await validateLeagueForm({ name, displayName: 'A league', sport: 'hockey' })).toEqual({
      ok: false,
      errors: { name: 'League Code must be 2 to 10 letters' },
    });
  });
});
