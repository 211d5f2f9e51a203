export { managementRoutes } from './routes';
