import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Wallet } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { Pool, Square } from '../../../domain/schemas';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ALL_POOLS_QUERY_KEY, USER_POOLS_QUERY_KEY, poolLedgerQueryKey, poolQueryKey, poolSquaresQueryKey } from '../../lib/query-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePaymentsConfig } from '../../lib/use-payments-config';
import { ActivityLog } from './activity-log';
import { EscrowCard } from './escrow-card';
import { LedgerCard } from './ledger-card';
import { PaymentCard } from './payment-card';
import { PoolPicker } from './pool-picker';
import { PoolSummary } from './pool-summary';
import { parsePoolId } from './tester-model';
import { TesterSection } from './tester-section';
import { useActivity } from './use-activity';

const PAGE_PATH = '/payment-test';

/** The pool in the address (?poolId=12), so a test can be reloaded or shared as it stands. */
function usePoolIdParam(): [number | null, (poolId: number) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const parsed = parsePoolId(new URLSearchParams(search).get('poolId') ?? '');
  return [parsed.ok ? parsed.value : null, (poolId) => navigate(`${PAGE_PATH}?poolId=${poolId}`, { replace: true })];
}

/**
 * The payment and escrow tester (/payment-test, admins; spec "Internal test pages"): pick a pool, make a
 * test payment step by step, release or refund the pool's escrow, and watch its ledger after each step.
 */
export function PaymentTester() {
  useDocumentTitle('Payment Test');
  const client = useQueryClient();
  const [poolId, selectPool] = usePoolIdParam();
  const pools = useQuery<Pool[]>({ queryKey: ALL_POOLS_QUERY_KEY });
  const pool = useQuery<Pool>({ queryKey: poolQueryKey(poolId ?? 0), enabled: poolId !== null });
  const squares = useQuery<Square[]>({ queryKey: poolSquaresQueryKey(poolId ?? 0), enabled: poolId !== null });
  const config = usePaymentsConfig();
  const activity = useActivity();

  // Every action may move money or squares: the pools (this one, its squares, the lists), the ledger and
  // the admin's own pools are stale. Only what is on screen refetches now (query-client.ts).
  const changed = () => {
    void client.invalidateQueries({ queryKey: ['/api/pools'] });
    void client.invalidateQueries({ queryKey: USER_POOLS_QUERY_KEY });
    if (poolId !== null) void client.invalidateQueries({ queryKey: poolLedgerQueryKey(poolId) });
  };

  const sold = (squares.data ?? []).filter((s) => s.userId !== null).map(({ row, column }) => ({ row, column }));

  return (
    <Container className="py-8 sm:py-10">
      <PageHeader
        eyebrow="Admin"
        title="Payment Test"
        description="Make a test payment for a pool step by step with the sandbox test cards, release or refund the pool's escrow, and see its ledger after every step. Errors show as toasts and in the activity list."
        actions={
          config.data ? (
            <Badge tone={config.data.paidPlay ? 'brand' : 'amber'} className="px-3 py-1 text-sm">
              <Wallet aria-hidden />
              {config.data.provider === 'stripe' ? 'Stripe' : 'Sandbox'} provider{config.data.paidPlay ? '' : ' · paid play off'}
            </Badge>
          ) : null
        }
      />
      {config.data && !config.data.paidPlay && (
        <p role="note" className="mb-6 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          Paid play is off on this site (PAID_PLAY=off): the server refuses new payment intents.
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="grid min-w-0 gap-6">
          <TesterSection id="tester-pool-title" icon="1" title="Pool" description="A paid pool from the list, or any pool by its ID.">
            <div className="grid gap-4 px-4 py-4 sm:px-5">
              {poolId !== null && <PoolSummary poolId={poolId} pool={pool} />}
              <PoolPicker pools={pools} selectedId={poolId} onSelect={selectPool} />
            </div>
          </TesterSection>
          {poolId !== null && (
            <>
              <TesterSection
                id="tester-payment-title"
                icon="2"
                title="Test payment"
                description="POST /api/create-payment-intent, a sandbox card, then POST /api/purchase-squares: every rule of checkout applies."
              >
                <PaymentCard key={poolId} poolId={poolId} pool={pool.data} sold={sold} config={config.data} activity={activity} onChanged={changed} />
              </TesterSection>
              <TesterSection
                id="tester-escrow-title"
                icon="3"
                title="Escrow"
                description="POST /api/admin/release-escrow pays a completed pool out; POST /api/admin/refund-escrow gives a pool's money back."
              >
                <EscrowCard key={poolId} poolId={poolId} activity={activity} onChanged={changed} />
              </TesterSection>
            </>
          )}
        </div>
        <div className="grid min-w-0 gap-6">
          {poolId !== null ? (
            <LedgerCard poolId={poolId} />
          ) : (
            <EmptyState
              icon={<Wallet />}
              title="Pick a pool"
              description="Choose a paid pool or type a pool ID: its test payment, escrow actions and ledger appear here."
            />
          )}
          <ActivityLog entries={activity.entries} onClear={activity.clear} />
        </div>
      </div>
    </Container>
  );
}
