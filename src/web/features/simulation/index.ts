/** The Practice Pool Simulation (route /simulation): the page component and its pure rules. */
export { PracticeSimulation, showSimulationToast, type PracticeSimulationProps } from './practice-simulation';
export { SIMULATION_TITLE } from './simulation-copy';
export {
  SIMULATION_AUTO_START_DELAY_MS,
  SIMULATION_MAX_SCORE,
  SIMULATION_MIN_SCORE,
  SIMULATION_PRACTICE_PRICE_DOLLARS,
  SIMULATION_QUARTERS,
  SIMULATION_QUARTER_INTERVAL_MS,
  SIMULATION_SQUARES,
} from './simulation-machine';
export { seededRandom, type RandomSource } from '../../../domain/random';
