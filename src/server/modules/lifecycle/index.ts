export { lifecycleTick, type TickDeps, type TickReport } from './tick';
