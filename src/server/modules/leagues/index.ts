export { leagueRoutes } from './routes';
export { getLeague, listLeagues, toLeagueDto } from './service';
