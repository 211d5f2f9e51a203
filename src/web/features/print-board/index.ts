/**
 * The printable board: the pool's board, owners, digits, rules, a results box per period and
 * a QR code of its join link on one page of A4 or US Letter, printed from the browser or downloaded as
 * the server's PDF of the same content.
 */
export { PrintBoardPage } from './print-board-page';
