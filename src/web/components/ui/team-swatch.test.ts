import { describe, expect, it } from 'vitest';
import { FALLBACK_TEAM_COLOR, safeTeamColor } from './team-swatch';
import { formatKickoff } from './kickoff-time';

describe('safeTeamColor', () => {
  it('keeps hex colours and replaces anything else with a neutral grey', () => {
    expect(safeTeamColor('#0b162a')).toBe('#0b162a');
    expect(safeTeamColor(' #FFF ')).toBe('#FFF');
    expect(safeTeamColor('red; background:url(x)')).toBe(FALLBACK_TEAM_COLOR);
    expect(safeTeamColor('')).toBe(FALLBACK_TEAM_COLOR);
    expect(safeTeamColor(null)).toBe(FALLBACK_TEAM_COLOR);
  });
});

describe('formatKickoff', () => {
  it("formats date and time in the given (the viewer's) time zone", () => {
    expect(formatKickoff('2026-11-22T18:00:00.000Z', { locale: 'en-US', timeZone: 'America/New_York' })).toEqual({
      date: 'Sun, Nov 22',
      time: '1:00 PM EST',
      dateTime: '2026-11-22T18:00:00.000Z',
    });
    // A Monday-night game is already Tuesday in UTC.
    expect(formatKickoff('2026-11-24T01:15:00.000Z', { locale: 'en-US', timeZone: 'America/Los_Angeles' })?.date).toBe('Mon, Nov 23');
  });

  it('gives null for a date that does not parse', () => {
    expect(formatKickoff('soon')).toBeNull();
  });
});
