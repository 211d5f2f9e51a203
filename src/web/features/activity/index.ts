/** Activity: the signed-in player's statement (money movements, a period's totals and CSV, yearly winnings). */
export { Activity } from './activity';
export { CSV_LINK_TEXT, EMPTY_TITLE, LOAD_MORE_TEXT } from './activity-model';
