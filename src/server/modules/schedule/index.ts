export { scheduleRoutes } from './routes';
