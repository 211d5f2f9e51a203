import type { PrintOwner, PrintResult } from '../../../domain/printable-board';

function ownerText(winner: PrintOwner, prize: string | null): string {
  const name = winner.emoji ? `${winner.emoji} ${winner.name}` : winner.name;
  return prize ? `${name} · ${prize}` : name;
}

function winnerText(result: PrintResult): string {
  if (!result.winner) return '';
  const forward = ownerText(result.winner, result.prize);
  return result.reverse ? `${forward} · rev. ${ownerText(result.reverse.winner, result.reverse.prize)}` : forward;
}

/**
 * A box per period (domain/periods.ts labels): the score and the winner once settled (with reverse
 * winners, the reversed square's too), lines to fill in until then. A pool drawing new numbers each
 * period also shows the period's numbers in its box: together the boxes are the table of
 * every period's numbers, home (columns) and away (rows).
 */
export function PrintResults({ results }: { results: readonly PrintResult[] }) {
  const withNumbers = results.some((result) => result.numbers !== null);
  return (
    <section aria-labelledby="print-results-title">
      <h2 id="print-results-title" className="sr-only">
        {withNumbers ? 'Results and each period’s numbers' : 'Results'}
      </h2>
      <ul className="print-results">
        {results.map((result) => (
          <li key={result.period} className="print-results__box">
            <h3 className="print-results__label">{result.label}</h3>
            <dl>
              {result.numbers && (
                <>
                  <div className="print-results__digits" data-testid={`period-numbers-${result.period}`}>
                    <dt>Home</dt>
                    <dd>{result.numbers.home}</dd>
                  </div>
                  <div className="print-results__digits">
                    <dt>Away</dt>
                    <dd>{result.numbers.away}</dd>
                  </div>
                </>
              )}
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
