/** The words of the console's Leagues, Games and Pools tabs (spec section 8 verbatim where it has them). */
import { serverMessageOr } from '../../lib/form-errors';

export const LEAGUE_CREATED = 'League created successfully';
export const GAME_CREATED = 'Game created successfully';
export const POOL_UPDATED = 'Pool updated successfully';
export const POOL_REFUNDED = 'Pool refunded successfully';

/** The spec shows no failure toasts for these actions: 'Error' with the server's own words. */
export const ERROR_TITLE = 'Error';
export const LEAGUE_CREATE_FAILED = 'Failed to create league';
export const LEAGUE_UPDATE_FAILED = 'Failed to update league';
export const GAME_CREATE_FAILED = 'Failed to create game';
export const POOL_UPDATE_FAILED = 'Failed to update pool';
export const POOL_REFUND_FAILED = 'Failed to refund pool';

/** The description of an 'Error' toast: the server's message (e.g. a refused status change's reason), else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessageOr(error, fallback);
}
