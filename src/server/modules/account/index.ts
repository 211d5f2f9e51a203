/** The signed-in player's own account: settings (e-mail choices) and ending all their sessions. */
export { accountRoutes } from './routes';
