import { useState } from 'react';
import { Link } from 'wouter';
import { Ticket } from 'lucide-react';
import { yearToDate } from '../../../domain/statement-period';
import type { StatementPeriod } from '../../../domain/schemas/statement';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { MovementList } from './movement-list';
import { PeriodTotals } from './period-totals';
import { YearlyWinnings } from './yearly-winnings';

/**
 * /activity signed in: the player's statement (docs/money.md "The player's statement"), every
 * movement of their money from the ledger, a period's totals and CSV, and the winnings of each year.
 */
export function Activity() {
  useDocumentTitle('Activity');
  const [period, setPeriod] = useState<StatementPeriod>(() => yearToDate(new Date()));
  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        eyebrow="Your account"
        title="Activity"
        description="Every payment, refund and prize, from the escrow ledger: what you put in, what came back, and where each prize went."
        actions={
          <Button asChild variant="outline">
            <Link href="/my-pools">
              <Ticket aria-hidden />
              My Pools
            </Link>
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-8">
        <PeriodTotals period={period} onPeriod={setPeriod} />
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <MovementList />
          <YearlyWinnings />
        </div>
      </div>
    </Container>
  );
}
