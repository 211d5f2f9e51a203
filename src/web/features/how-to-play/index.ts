/** How to Play (spec section 2): the rules page, its numbers computed from src/domain. */
export { HowToPlay } from './how-to-play';
export {
  EXAMPLE_DIGITS,
  EXAMPLE_SCORE,
  HOUSE_FEE_TEXT,
  PUBLIC_SPLIT,
  exampleWinner,
  periodShares,
  tierListText,
  workedExampleSteps,
} from './rules-model';
