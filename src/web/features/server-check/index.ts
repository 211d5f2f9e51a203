export { ServerCheck } from './server-check';
