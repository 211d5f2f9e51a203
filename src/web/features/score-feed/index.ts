/** The score feed tester (spec "Internal test pages", /score-feed-test): admin tools for scores and replays. */
export { ScoreFeedTester } from './score-feed-tester';
export { SEASONS, STATUS_OPTIONS, MISSING_GAME_ID, MISSING_POOL_ID } from './feed-forms';
