import { Info } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import { reportableWinningsSentence } from '../../../domain/statement-totals';
import { errorMessage } from '../../lib/api';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useWinningsByYear } from './activity-queries';

/** Prizes per year, and the plain word on reporting for a year that reached $600. */
export function YearlyWinnings() {
  const years = useWinningsByYear();
  let body;
  if (years.isPending) {
    body = (
      <div role="status" aria-label="Loading your winnings by year">
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (years.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(years.error, "Your winnings by year couldn't be loaded.")}
      </p>
    );
  } else if (years.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">No prizes yet.</p>;
  } else {
    body = (
      <ul className="grid gap-3">
        {years.data.map((year) => (
          <li key={year.year} data-testid="winnings-year" className="grid gap-1.5 rounded-lg border border-border p-3">
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{year.year}</span>
              <span className="font-bold text-gold-800 tabular">{formatMoney(year.wonCents)}</span>
            </p>
            {year.reportable ? (
              <p className="flex items-start gap-1.5 text-sm text-ink-800">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-turf-700" />
                {reportableWinningsSentence(year.year)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card role="region" aria-labelledby="yearly-winnings-title">
      <CardHeader>
        <h2 id="yearly-winnings-title" className="text-lg font-bold tracking-tight">
          Winnings by year
        </h2>
        <CardDescription>Prizes won, by New York calendar year.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
