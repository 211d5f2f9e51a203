import { Link } from 'wouter';
import { BookOpen, Heart } from 'lucide-react';
import {
  COLLECTION_TEXT,
  OVERTIME_TEXT,
  UNFILLED_TEXT,
  WINNING_RULE_TEXT,
  payoutRules,
  prizeTableCaption,
  rulesMoney as money,
} from '../../../../domain/payout-rules';
import type { Pool } from '../../../../domain/schemas';
import { Card } from '../../../components/ui/card';

/**
 * The pool's payout rules from its own scheme and fee (D1): per-period share and prize for a full
 * board of its own size (100 or 25 squares), the house fee, the nonprofit share, and how winners are found.
 */
export function RulesCard({ pool, signedIn }: { pool: Pool; signedIn: boolean }) {
  const rules = payoutRules(pool);
  return (
    <Card aria-labelledby="rules-title" role="region">
      <div className="border-b border-border px-5 py-4">
        <h2 id="rules-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <BookOpen aria-hidden className="size-5 text-turf-700" />
          Rules &amp; Payouts
        </h2>
      </div>
      <div className="space-y-4 px-5 py-4 text-sm">
        {rules ? (
          <>
            <table className="w-full text-left tabular">
              <caption className="pb-2 text-left text-xs text-muted-foreground">{prizeTableCaption(rules)}</caption>
              <thead className="text-xs tracking-wider text-muted-foreground uppercase">
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 font-semibold">Period</th>
                  <th scope="col" className="py-2 text-right font-semibold">Share</th>
                  {!rules.free && <th scope="col" className="py-2 text-right font-semibold">Prize</th>}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rules.periods.map((p) => (
                  <tr key={p.period}>
                    <th scope="row" className="py-2 font-semibold">{p.label}</th>
                    <td className="py-2 text-right">{p.percent}</td>
                    {!rules.free && <td className="py-2 text-right font-bold text-gold-800">{money(p.cents)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="list-disc space-y-1.5 pl-5 text-muted-foreground marker:text-turf-500">
              {rules.collection && (
                <li>
                  Money collected: <strong className="text-foreground">{COLLECTION_TEXT[rules.collection]}</strong>.
                </li>
              )}
              <li>
                Payout split: <strong className="text-foreground">{rules.splitText}</strong> (Q1 / halftime / Q3 / final).
              </li>
              <li>{UNFILLED_TEXT[rules.unfilled]}.</li>
              {/* A free pool has no pot to take a fee from: it is played for fun. */}
              {!rules.free && (
                <li>
                  House fee: <strong className="text-foreground">{rules.houseFeePercent}</strong> of the pot ({money(rules.houseFeeCents)} on a full
                  board).
                </li>
              )}
              <li>{WINNING_RULE_TEXT}</li>
              {rules.variants.map((line) => (
                <li key={line}>{line}</li>
              ))}
              <li>{OVERTIME_TEXT}</li>
            </ul>
            {rules.nonprofit && (
              <p className="flex gap-2 rounded-lg border border-turf-200 bg-turf-50 p-3 text-turf-900">
                <Heart aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  Nonprofit pool: {rules.nonprofit.percent} of the prize pool goes to{' '}
                  {rules.nonprofit.name ? <strong>{rules.nonprofit.name}</strong> : 'the organization'} and{' '}
                  {rules.nonprofit.winnersPercent} to the winners.
                </span>
              </p>
            )}
            {signedIn && (
              <p className="text-xs text-muted-foreground">
                More on how it works in{' '}
                <Link href="/how-to-play" className="font-semibold text-primary underline-offset-2 hover:underline">
                  How to Play
                </Link>
                .
              </p>
            )}
          </>
        ) : (
          <p className="text-muted-foreground">The payout split of this pool is not available.</p>
        )}
      </div>
    </Card>
  );
}
