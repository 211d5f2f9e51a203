export { lifecycleTick, TICK_NOT_RUN, type TickDeps, type TickReport } from './tick';
