import type { PrintResult } from '../../../domain/printable-board';

function winnerText(result: PrintResult): string {
  if (!result.winner) return '';
  const name = result.winner.emoji ? `${result.winner.emoji} ${result.winner.name}` : result.winner.name;
  return result.prize ? `${name} · ${result.prize}` : name;
}

/** A box per period (domain/periods.ts labels): the score and the winner once settled, lines to fill in until then. */
export function PrintResults({ results }: { results: readonly PrintResult[] }) {
  return (
    <section aria-labelledby="print-results-title">
      <h2 id="print-results-title" className="sr-only">
        Results
      </h2>
      <ul className="print-results">
        {results.map((result) => (
          <li key={result.period} className="print-results__box">
            <h3 className="print-results__label">{result.label}</h3>
            <dl>
              <div className="print-results__line">
                <dt>Score</dt>
                <dd>{result.score ?? <span className="sr-only">Not settled yet</span>}</dd>
              </div>
              <div className="print-results__line">
                <dt>Winner</dt>
                <dd>{result.winner ? winnerText(result) : <span className="sr-only">Not settled yet</span>}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
