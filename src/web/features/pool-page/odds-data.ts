/**
 * The shipped NFL results, counted for the odds (issue 20), with what turns them into a board's odds.
 * Loaded only by use-square-odds.ts's dynamic import once a pool's digits are drawn: neither the data
 * nor the counting weighs on the pool page's first load.
 */
import finals from '../../../domain/history/nfl-final-scores.json';
import quarters from '../../../domain/history/nfl-quarter-scores.json';
import { oddsHistory } from '../../../domain/odds-history';

export { formatChance } from '../../../domain/odds';
export { boardOddsByPeriod } from '../../../domain/odds-history';

export const ODDS_HISTORY = oddsHistory(finals, quarters);
