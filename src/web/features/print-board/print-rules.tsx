import type { PrintableBoard } from '../../../domain/printable-board';

/** The rules contract as it stands: fee, limit, the prize per period and the rules card's sentences. */
export function PrintRules({ board }: { board: PrintableBoard }) {
  return (
    <section aria-labelledby="print-rules-title" className="print-rules">
      <div>
        <h2 id="print-rules-title" className="print-rules__title">
          Rules &amp; Payouts
        </h2>
        <dl className="print-rules__facts">
          {board.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}:</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {board.prizes && (
          <table className="print-rules__prizes">
            <caption>{board.prizes.caption}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Share</th>
                {board.prizes.periods.some((p) => p.prize) && <th scope="col">Prize</th>}
              </tr>
            </thead>
            <tbody>
              {board.prizes.periods.map((period) => (
                <tr key={period.label}>
                  <th scope="row">{period.label}</th>
                  <td>{period.percent}</td>
                  {period.prize && <td className="print-rules__prize">{period.prize}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <ul className="print-rules__notes">
        {board.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
