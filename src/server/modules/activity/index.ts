/** The signed-in player's statement: money movements, a period's totals and CSV, yearly winnings (reads only). */
export { activityRoutes } from './routes';
