export { paymentAdminRoutes } from './routes';
