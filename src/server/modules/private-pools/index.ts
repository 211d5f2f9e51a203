export { privatePoolRoutes } from './routes';
