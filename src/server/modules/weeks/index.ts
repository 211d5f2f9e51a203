export { activeWeekRoutes } from './routes';
export { advanceWeek, type AdvanceWeekInput, type AdvanceWeekOutcome } from './advance-week';
export { leagueActiveWeek } from './active-week';
