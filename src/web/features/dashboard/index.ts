/** The signed-in dashboard (spec section 2 "Dashboard", DESIGN D9): current games and their tier pools. */
export { Dashboard } from './dashboard';
export {
  COMING_SOON_TEXT,
  CURRENT_SEASON_LABEL,
  NO_LEAGUE_SELECTED_TEXT,
  NO_POOLS_TEXT,
  VIEW_AND_SELECT_TEXT,
  dashboardHeading,
  gameCountLabel,
  noGamesText,
  tierSlots,
  upcomingGames,
} from './dashboard-model';
