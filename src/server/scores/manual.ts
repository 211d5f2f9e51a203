import type { ScoreSnapshot } from '../../domain/game-progress';
import type { ScoreFeed } from './feed';

/**
 * Scores entered by an admin (POST /api/simulate-score-update): nothing to poll, every update is
 * applied the moment it is posted.
 */
export class ManualScoreFeed implements ScoreFeed {
  readonly name = 'manual' as const;
  async snapshots(): Promise<Map<number, ScoreSnapshot>> {
    return new Map();
  }
}
