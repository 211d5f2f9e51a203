export { NflSchedule } from './nfl-schedule';
