export { authRoutes, type AuthRoutesOptions } from './routes';
export { toAuthUser } from './presenter';
