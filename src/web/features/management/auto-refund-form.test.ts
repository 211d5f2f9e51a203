import { describe, expect, it } from 'vitest';
import { MINUTES_BEFORE_MESSAGE } from '../../../domain/schemas';
import { checkForm } from '../../test-support/check-form';
import { autoRefundResolver, autoRefundSummary, formFromSettings, SUGGESTED_MINUTES, type AutoRefundForm } from './auto-refund-form';

const parseAutoRefundForm = async (form: AutoRefundForm) => {
  const check = await checkForm(autoRefundResolver, form);
  return check.ok ? { ok: true, settings: check.payload } : check;
};

const before = (minutesBefore: string, emailPlayers = true): AutoRefundForm => ({ refundAt: 'before_kickoff', minutesBefore, emailPlayers });

describe('the auto-refund form', () => {
  it('starts from the saved setting, offering 30 minutes when refunds are at kickoff', () => {
    expect(formFromSettings({ refundAt: 'kickoff', emailPlayers: false })).toEqual({ refundAt: 'kickoff', minutesBefore: String(SUGGESTED_MINUTES), emailPlayers: false });
    expect(formFromSettings({ refundAt: 'before_kickoff', minutesBefore: 90, emailPlayers: true })).toEqual(before('90'));
  });

  it.each([
    [before('1'), { refundAt: 'before_kickoff', minutesBefore: 1, emailPlayers: true }],
    [before(' 1440 ', false), { refundAt: 'before_kickoff', minutesBefore: 1440, emailPlayers: false }],
    [{ refundAt: 'kickoff', minutesBefore: 'whatever', emailPlayers: true } as AutoRefundForm, { refundAt: 'kickoff', emailPlayers: true }],
  ])('%o is sent as %o', async (form, settings) => {
    expect(await parseAutoRefundForm(form)).toEqual({ ok: true, settings });
  });

  it.each(['', '0', '1441', '1.5', '-5', 'ten', '30 min', '999999'])('minutes %j are refused with the server’s message', async (minutes) => {
    expect(await parseAutoRefundForm(before(minutes))).toEqual({ ok: false, errors: { minutesBefore: MINUTES_BEFORE_MESSAGE } });
  });

  it('reads the setting back in words', () => {
    expect(autoRefundSummary({ refundAt: 'kickoff', emailPlayers: true })).toEqual({
      timing: 'Unfilled paid pools close and are refunded at kickoff.',
      email: 'Players are e-mailed when their entry is refunded.',
    });
    expect(autoRefundSummary({ refundAt: 'before_kickoff', minutesBefore: 45, emailPlayers: false })).toEqual({
      timing: 'Unfilled paid pools close and are refunded 45 minutes before kickoff.',
      email: 'Players are not e-mailed about these refunds.',
    });
  });
});
