export { DRAWN_DIGITS, makePool, makeSquare, makeWinner } from '../../test-support/fixtures';
