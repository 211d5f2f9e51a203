/**
 * The practice game: two real NFL teams in their primary colours (public team branding, the same
 * values the seed data uses). Home carries the column digits, away the row digits (DESIGN D3).
 */
export type SimulationTeam = {
  /** "Kansas City Chiefs" */
  name: string;
  /** "Kansas City" */
  city: string;
  /** "Chiefs" */
  shortName: string;
  /** "KC" */
  code: string;
  /** Primary colour, used for the header cells. */
  color: string;
  /** Text colour that reads on `color`. */
  textColor: string;
};

export const SIMULATION_TEAMS: { readonly home: SimulationTeam; readonly away: SimulationTeam } = {
  home: { name: 'Kansas City Chiefs', city: 'Kansas City', shortName: 'Chiefs', code: 'KC', color: '#e31837', textColor: '#ffffff' },
  away: { name: 'Philadelphia Eagles', city: 'Philadelphia', shortName: 'Eagles', code: 'PHI', color: '#004c54', textColor: '#ffffff' },
};
