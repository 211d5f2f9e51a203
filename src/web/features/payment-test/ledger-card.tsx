import { useQuery } from '@tanstack/react-query';
import { BookOpenText, RefreshCw } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import type { PoolLedgerResponse } from '../../../domain/schemas';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { poolLedgerQueryKey } from '../../lib/query-keys';
import { cn } from '../../lib/utils';
import { fetchPoolLedger } from './api';
import { EscrowFigures } from './escrow-figures';
import { PHASE_LABELS, accountLabel } from './tester-model';
import { TesterSection } from './tester-section';

type Transaction = PoolLedgerResponse['transactions'][number];

const PHASE_TONE: Record<Transaction['phase'], BadgeTone> = { pending: 'amber', posted: 'green', post_pending: 'brand', void_pending: 'neutral' };

function ledgerTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date);
}

/** (d) The chosen pool's ledger (GET /api/admin/pools/{id}/ledger): escrow, balances, every transaction and its lines. */
export function LedgerCard({ poolId }: { poolId: number }) {
  const ledger = useQuery({ queryKey: poolLedgerQueryKey(poolId), queryFn: () => fetchPoolLedger(poolId) });
  return (
    <TesterSection
      id="tester-ledger-title"
      icon={<BookOpenText />}
      title={`Ledger of pool #${poolId}`}
      description="Every transaction in order with its debit and credit lines, each account's balance, and the escrow summary. Refreshed after every action."
      actions={
        <Button variant="outline" size="sm" onClick={() => void ledger.refetch()} disabled={ledger.isFetching}>
          <RefreshCw aria-hidden className={cn(ledger.isFetching && 'animate-spin')} />
          {ledger.isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      }
    >
      <div className="grid gap-5 px-4 py-4 sm:px-5" aria-busy={ledger.isFetching}>
        {ledger.isPending ? (
          <div role="status" aria-label="Loading the ledger" className="grid gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : ledger.isError ? (
          <ErrorState
            headingLevel="h3"
            title={ledger.error instanceof ApiRequestError && ledger.error.status === 404 ? 'Pool Not Found' : 'The ledger did not load'}
            description={errorMessage(ledger.error, 'The ledger could not be loaded.')}
            onRetry={() => void ledger.refetch()}
            retrying={ledger.isFetching}
          />
        ) : (
          <LedgerBody ledger={ledger.data} />
        )}
      </div>
    </TesterSection>
  );
}

function LedgerBody({ ledger }: { ledger: PoolLedgerResponse }) {
  return (
    <>
      <section aria-labelledby="tester-ledger-escrow-title" className="grid gap-2">
        <h3 id="tester-ledger-escrow-title" className="text-sm font-bold">
          Escrow summary
        </h3>
        <EscrowFigures escrow={ledger.escrow} label={`Escrow of pool #${ledger.poolId}`} />
      </section>
      {ledger.transactions.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<BookOpenText />}
          title="No ledger entries yet"
          description="Create a payment intent, confirm it and record it: its authorization or capture appears here."
          className="py-8"
        />
      ) : (
        <>
          <Balances ledger={ledger} />
          <Transactions transactions={ledger.transactions} />
        </>
      )}
    </>
  );
}

function Balances({ ledger }: { ledger: PoolLedgerResponse }) {
  const posted = ledger.balances.reduce((sum, b) => sum + b.postedCents, 0);
  const pending = ledger.balances.reduce((sum, b) => sum + b.pendingCents, 0);
  return (
    <section aria-labelledby="tester-balances-title" className="grid gap-2">
      <h3 id="tester-balances-title" className="text-sm font-bold">
        Balances
      </h3>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">Balance of each account (credits minus debits), posted and pending</caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Account
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Posted
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Pending
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {ledger.balances.map((b) => (
              <tr key={b.account}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {accountLabel(b.account)}
                  <span className="block font-mono text-[11px] font-normal text-muted-foreground">{b.account}</span>
                </th>
                <td className="px-3 py-2 text-right tabular">{formatMoney(b.postedCents)}</td>
                <td className="px-3 py-2 text-right tabular">{formatMoney(b.pendingCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-border font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                Total (always zero)
              </th>
              <td className="px-3 py-2 text-right tabular">{formatMoney(posted)}</td>
              <td className="px-3 py-2 text-right tabular">{formatMoney(pending)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function Transactions({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <section aria-labelledby="tester-transactions-title" className="grid gap-2">
      <h3 id="tester-transactions-title" className="text-sm font-bold">
        Transactions <span className="font-semibold text-muted-foreground tabular">({transactions.length})</span>
      </h3>
      <div role="region" aria-labelledby="tester-transactions-title" tabIndex={0} className="overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring">
        <table className="w-full text-sm">
          <caption className="sr-only">Ledger transactions in the order they were applied, each followed by its debit and credit lines</caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Transaction
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Phase
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Step
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right font-semibold sm:table-cell">
                Time
              </th>
            </tr>
          </thead>
          {transactions.map((tx) => (
            <tbody key={tx.id} data-testid="ledger-transaction" className="border-t border-border">
              <tr>
                <th scope="row" className="px-3 pt-2.5 pb-1 text-left font-mono text-xs font-semibold break-all text-ink-900">
                  {tx.id}
                  <time dateTime={tx.createdAt} className="mt-0.5 block font-sans font-normal text-muted-foreground tabular sm:hidden">
                    {ledgerTime(tx.createdAt)}
                  </time>
                </th>
                <td className="px-3 pt-2.5 pb-1">
                  <Badge tone={PHASE_TONE[tx.phase]}>{PHASE_LABELS[tx.phase]}</Badge>
                </td>
                <td className="px-3 pt-2.5 pb-1">{tx.step ?? '—'}</td>
                <td className="hidden px-3 pt-2.5 pb-1 text-right whitespace-nowrap text-muted-foreground tabular sm:table-cell">
                  <time dateTime={tx.createdAt}>{ledgerTime(tx.createdAt)}</time>
                </td>
              </tr>
              <tr>
                <td colSpan={4} className="px-3 pb-2.5">
                  <ul aria-label={`Lines of ${tx.id}`} className="grid gap-0.5 rounded-md bg-muted/50 px-2.5 py-1.5">
                    {tx.entries.map((line, i) => (
                      <li key={i} className="grid grid-cols-[3.25rem_minmax(0,1fr)_auto] items-baseline gap-2 text-xs">
                        <span className={cn('font-bold uppercase', line.side === 'debit' ? 'text-red-700' : 'text-green-700')}>{line.side}</span>
                        <span className="min-w-0">
                          {accountLabel(line.account)} <span className="hidden font-mono text-[11px] text-muted-foreground sm:inline">{line.account}</span>
                        </span>
                        <span className="text-right font-semibold tabular">{formatMoney(line.amountCents)}</span>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
