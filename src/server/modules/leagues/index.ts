export { leagueRoutes } from './routes';
export { getLeague, listLeagues, toLeagueDto } from './service';
export { createLeague, type CreateLeagueInput } from './create-league';
export { addLeague, setLeagueActive } from './manage-leagues';
