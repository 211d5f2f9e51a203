export type { ScoreFeed } from './feed';
export { ManualScoreFeed } from './manual';
export { ReplayScoreFeed } from './replay';
export { historicalGame, historicalGames, type HistoricalGame } from './historical-games';
export { replaySnapshot, replayDurationMs } from './replay-timeline';
export { createScoreFeed } from './create-feed';
