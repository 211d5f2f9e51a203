import type { CSSProperties } from 'react';
import type { PrintableBoard } from '../../../domain/printable-board';
import { cn } from '../../lib/utils';
import { JoinQr } from './join-qr';
import { PrintGrid } from './print-grid';
import { PrintResults } from './print-results';
import { PrintRules } from './print-rules';
import './print-sheet.css';

/** More notes than a standard pool's (its rules, and a nonprofit's line) take the smaller type. */
const LONG_RULES = 7;

/**
 * The printable board: one sheet that fits A4 and US Letter (print-sheet.css), the same on screen as on
 * paper. Its parts come from domain/printable-board, as the server's PDF does.
 */
export function PrintSheet({ board, zoom = 1 }: { board: PrintableBoard; /** The on-screen preview's zoom (never on paper). */ zoom?: number }) {
  return (
    <article
      aria-labelledby="print-title"
      // New numbers each period: each results box carries its period's numbers, and the board gives up the room.
      className={cn(
        'print-sheet',
        board.results.some((result) => result.numbers !== null) && 'print-sheet--numbers',
        // A private pool's rule variants lengthen the rules: smaller notes keep every line on the sheet.
        board.notes.length > LONG_RULES && 'print-sheet--long-rules',
      )}
      data-testid="print-sheet"
      style={{ '--preview-zoom': zoom } as CSSProperties}
    >
      <header className="print-sheet__head">
        <div className="print-sheet__titles">
          <h1 id="print-title" className="print-sheet__title">
            {board.poolName}
          </h1>
          <p className="print-sheet__matchup">{board.matchup}</p>
          <p className="print-sheet__when">{board.week ? `${board.kickoff} · ${board.week}` : board.kickoff}</p>
        </div>
        <p className="print-sheet__brand">
          <strong>Squares</strong>
          Printable board
        </p>
      </header>
      <PrintGrid board={board} />
      <PrintResults results={board.results} />
      <div className="print-sheet__foot">
        <PrintRules board={board} />
        <section aria-labelledby="print-join-title" className="print-join">
          <h2 id="print-join-title" className="print-join__title">
            Scan to join
          </h2>
          <JoinQr url={board.joinUrl} className="print-join__qr" />
          <p className="print-join__link">{board.joinUrl}</p>
        </section>
      </div>
    </article>
  );
}
