export { LeagueSchedule } from './league-schedule';
