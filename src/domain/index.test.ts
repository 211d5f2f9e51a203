import { describe, expect, it } from 'vitest';
import * as domain from './index';

/** The names other modules code against (the domain's public contract). Removing one must fail here. */
const CONTRACT = [
  'BOARD_SIZE', 'SQUARE_COUNT', 'isValidCoordinate', 'squareIndex', 'coordinateAt', 'coordinateKey',
  'findDuplicateCoordinates', 'allCoordinates',
  'isCents', 'parseDollars', 'MoneyFormatError', 'centsToDecimalString', 'formatMoney',
  'TIER_ENTRY_FEES_CENTS', 'isTierFee', 'tierLabel', 'tierPoolName', 'PUBLIC_MAX_SQUARES_PER_PLAYER',
  'PRIVATE_MAX_SQUARES_RANGE', 'maxPotCents',
  'PERIODS', 'periodLabel', 'periodNumber', 'PAYOUT_SCHEMES', 'PUBLIC_POOL_SCHEME', 'validatePayoutScheme',
  'customScheme', 'DEFAULT_HOUSE_FEE_BPS', 'NONPROFIT_SHARE_BPS', 'splitPot', 'maxPrizeCents', 'describeScheme',
  'isDigitPermutation', 'winningSquare', 'cumulativePeriodScores', 'periodWinners',
  'SEED_BYTES', 'isSeedHex', 'commitmentFor', 'ownershipList', 'ownershipDigest', 'deriveDigits', 'drawDigits',
  'verifyDraw', 'DRAW_ALGORITHM_DESCRIPTION',
  'gameDisplayState', 'isGameOver', 'GAME_STATE_TONE', 'gameStateIsPulsing', 'POOL_STATUSES', 'poolBadgeLabel',
  'poolStatusTone', 'liveQuarterLabel',
  'WEEKS', 'isWeekCode', 'normalizeWeekCode', 'weekLabel', 'DEFAULT_ACTIVE_WEEK', 'weekIndex', 'nextWeek',
  'nflSeasonYear', 'laborDay', 'nflWeekWindows', 'nflWeekAt',
];

describe('domain index', () => {
  it.each(CONTRACT)('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });

  it('does not re-export the zod schemas', () => {
    expect(domain).not.toHaveProperty('poolSchema');
    expect(domain).not.toHaveProperty('apiErrorSchema');
  });
});
