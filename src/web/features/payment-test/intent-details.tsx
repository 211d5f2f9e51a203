import type { ReactNode } from 'react';
import { formatMoney } from '../../../domain/money';
import { Badge } from '../../components/ui/badge';
import { squareName, type TestPayment } from './tester-model';

/** The test payment's intent, as created, and what became of it: the card's answer, the purchase, the hold. */
export function IntentDetails({ payment }: { payment: TestPayment }) {
  const { intent, confirm, purchase } = payment;
  const rows: [string, ReactNode][] = [
    ['Payment intent', <span className="font-mono text-xs break-all">{intent.paymentIntentId}</span>],
    ['Amount', formatMoney(intent.amount)],
    ['Squares', payment.squares.map(squareName).join(', ')],
    ['Capture', intent.captureMethod === 'manual' ? 'Authorize now, capture after the game' : 'Charged at once'],
    ['Hold ends', new Date(intent.holdExpiresAt).toLocaleTimeString()],
  ];
  return (
    <div className="grid gap-3 rounded-lg border border-border p-3">
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted-foreground">{term}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite" className="flex flex-wrap gap-2">
        {confirm?.error && (
          <Badge tone="destructive">
            Payment Failed: {confirm.error.message}
          </Badge>
        )}
        {confirm && !confirm.error && <Badge tone="green">Card: {confirm.status}</Badge>}
        {purchase && (
          <Badge tone={purchase.outcome === 'completed' ? 'green' : 'destructive'}>
            Purchase {purchase.outcome}
            {purchase.message ? `: ${purchase.message}` : ''}
          </Badge>
        )}
        {payment.released && <Badge tone="amber">Hold released</Badge>}
      </div>
    </div>
  );
}
