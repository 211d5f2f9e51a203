import { Download } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import type { StatementPeriod } from '../../../domain/schemas/statement';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { StatCard } from '../../components/ui/stat-card';
import { ArrowDownLeft, ArrowUpRight, Scale, Trophy } from 'lucide-react';
import { amountView, CSV_LINK_TEXT, statementCsvHref } from './activity-model';
import { useActivitySummary } from './activity-queries';
import { PeriodForm } from './period-form';

function Totals({ period }: { period: StatementPeriod }) {
  const summary = useActivitySummary(period);
  if (summary.isPending) {
    return (
      <div role="status" aria-label="Loading the totals" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[6.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return (
      <ErrorState
        headingLevel="h3"
        title="We couldn't load the totals"
        description={errorMessage(summary.error, 'Please check your connection and try again.')}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
        className="py-8"
      />
    );
  }
  const { paidInCents, refundedCents, wonCents, netCents } = summary.data;
  const net = amountView(netCents);
  return (
    <dl aria-label="Totals for the period" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Paid in" icon={<ArrowUpRight />} value={formatMoney(paidInCents)} hint="Squares bought" />
      <StatCard label="Refunded" icon={<ArrowDownLeft />} value={formatMoney(refundedCents)} hint="Back on your card" />
      <StatCard label="Won" icon={<Trophy />} value={formatMoney(wonCents)} hint="Prizes" valueClassName={wonCents > 0 ? 'text-gold-800' : undefined} />
      <StatCard
        label="Net"
        icon={<Scale />}
        value={net.text}
        hint={net.direction === 'in' ? 'More in than out' : net.direction === 'out' ? 'More out than in' : 'Even'}
        valueClassName={net.direction === 'in' ? 'text-green-700' : net.direction === 'out' ? 'text-red-700' : undefined}
      />
    </dl>
  );
}

/** A period's totals (paid in, refunded, won, net) and its statement as a CSV file. */
export function PeriodTotals({ period, onPeriod }: { period: StatementPeriod; onPeriod: (period: StatementPeriod) => void }) {
  return (
    <Card role="region" aria-labelledby="period-totals-title">
      <CardHeader>
        <h2 id="period-totals-title" className="text-lg font-bold tracking-tight">
          Totals for a period
        </h2>
        <CardDescription>Dates are New York dates; both days are included, up to 5 years.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <PeriodForm period={period} onPeriod={onPeriod} />
        <Totals period={period} />
        <Button asChild variant="outline" className="justify-self-start">
          <a href={statementCsvHref(period)} download>
            <Download aria-hidden />
            {CSV_LINK_TEXT}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
