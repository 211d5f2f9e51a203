import type { CSSProperties } from 'react';
import type { PrintableBoard } from '../../../domain/printable-board';
import { digitGroupText, digitGroupWords, type DigitGroup } from '../../../domain/digit-groups';

/** A team's header cells: its colour mixed into white with a rule along the squares, as on the pool page. */
function headerStyle(color: string, edge: 'bottom' | 'right'): CSSProperties {
  return {
    backgroundColor: `color-mix(in srgb, ${color} 14%, white)`,
    boxShadow: edge === 'bottom' ? `inset 0 -0.7mm 0 ${color}` : `inset -0.7mm 0 0 ${color}`,
  };
}

function Digits({ group, words }: { group: DigitGroup | undefined; words: string }) {
  return (
    <>
      {/* Blank before the draw: a board printed early gets its digits written in by hand. */}
      <span aria-hidden>{digitGroupText(group)}</span>
      <span className="sr-only">{words}</span>
    </>
  );
}

/**
 * The board as a table: the home team's digits head the columns, the away team's the rows (D3), and each
 * square names its owner. Any side (10, or 5 on a 25-square pool) with one or two digits per header.
 */
export function PrintGrid({ board }: { board: PrintableBoard }) {
  const { side, headers, home, away } = board;
  const axis = Array.from({ length: side }, (_, i) => i);
  return (
    <div className="print-board">
      <p aria-hidden className="print-board__team print-board__team--home">
        <span className="print-board__dot" style={{ backgroundColor: home.color }} />
        {home.name} · Home
      </p>
      <p aria-hidden className="print-board__team print-board__team--away">
        <span className="print-board__dot" style={{ backgroundColor: away.color }} />
        {away.name} · Away
      </p>
      <table className="print-board__grid" data-side={side} style={{ '--side': side } as CSSProperties}>
        <caption className="sr-only">
          The board: columns are {home.name} digits, rows are {away.name} digits; each square shows its owner.
        </caption>
        <thead>
          <tr>
            <td className="print-board__corner" />
            {axis.map((column) => (
              <th key={column} scope="col" className="print-board__digits" style={headerStyle(home.color, 'bottom')}>
                <Digits group={headers?.columns[column]} words={`Column ${column + 1}, ${home.name} ${digitGroupWords(headers?.columns[column])}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {axis.map((row) => (
            <tr key={row}>
              <th scope="row" className="print-board__digits print-board__digits--row" style={headerStyle(away.color, 'right')}>
                <Digits group={headers?.rows[row]} words={`Row ${row + 1}, ${away.name} ${digitGroupWords(headers?.rows[row])}`} />
              </th>
              {axis.map((column) => {
                const owner = board.owners[row * side + column];
                return (
                  <td key={column} className="print-board__square">
                    {owner ? (
                      <span className="print-board__owner">
                        {owner.emoji && (
                          <span aria-hidden className="print-board__emoji">
                            {owner.emoji}
                          </span>
                        )}
                        <span className="print-board__name">{owner.name}</span>
                      </span>
                    ) : (
                      <span className="sr-only">Unsold</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
