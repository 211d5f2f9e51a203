import type { ReactNode } from 'react';
import { Grid2x2, Repeat2, Shuffle, type LucideIcon } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import { cn } from '../../lib/utils';
import { ExampleBoard } from './example-board';
import {
  EXAMPLE_SCORE,
  ODD_CENT_PRIZE_CENTS,
  REVERSE_PRIZE_CENTS,
  SAME_DIGIT_SCORE,
  VARIANT_WORDS,
  reverseWinnersExample,
  smallBoardExample,
} from './rules-model';
import { RulesSection } from './section';

function VariantCard({ icon: Icon, title, children, className }: { icon: LucideIcon; title: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6', className)}>
      <div className="flex items-center gap-3">
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-700">
          <Icon className="size-[18px]" />
        </span>
        <h3 className="text-lg font-bold tracking-tight text-ink-900">{title}</h3>
      </div>
      <div className="mt-3 grid gap-4 text-[15px] leading-relaxed text-muted-foreground">{children}</div>
    </div>
  );
}

const ROLE_TITLE = { forward: 'Forward square', reverse: 'Reverse square' } as const;

function ReverseExample() {
  const shares = reverseWinnersExample();
  const odd = reverseWinnersExample(ODD_CENT_PRIZE_CENTS);
  const same = reverseWinnersExample(REVERSE_PRIZE_CENTS, SAME_DIGIT_SCORE)[0];
  return (
    <>
      <p>
        Example: the score is home <strong className="text-ink-900 tabular">{EXAMPLE_SCORE.home}</strong>, away{' '}
        <strong className="text-ink-900 tabular">{EXAMPLE_SCORE.away}</strong> and the period pays{' '}
        <strong className="text-ink-900 tabular">{formatMoney(REVERSE_PRIZE_CENTS, { compact: true })}</strong>.
      </p>
      <ul aria-label="Reverse winners example" className="grid gap-2 sm:grid-cols-2">
        {shares.map((share) => (
          <li key={share.role} className={cn('rounded-lg border p-3', share.role === 'forward' ? 'border-gold-400 bg-gold-100' : 'border-turf-200 bg-turf-50')}>
            <p className="text-xs font-semibold text-muted-foreground">{ROLE_TITLE[share.role]}</p>
            <p className="mt-1 text-sm text-ink-800">
              Home <strong className="tabular">{share.homeDigit}</strong> / away <strong className="tabular">{share.awayDigit}</strong>
            </p>
            <p className="mt-1 text-xl font-black tracking-tight text-ink-900 tabular">{share.amount}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        Prizes are whole cents: a {formatMoney(ODD_CENT_PRIZE_CENTS, { compact: true })} prize pays {odd[0]?.amount} to the forward square and{' '}
        {odd[1]?.amount} to the reverse one (the odd cent goes forward). When both digits are the same, as in{' '}
        {SAME_DIGIT_SCORE.home}-{SAME_DIGIT_SCORE.away}, one square is both winners and takes the whole {same?.amount}.
      </p>
    </>
  );
}

/** The example digits on a 5x5 board, two per header, with the example score's square lit. */
function SmallBoard() {
  const small = smallBoardExample();
  return (
    <ExampleBoard
      columns={small.columns.map((digits) => digits.join(' '))}
      rows={small.rows.map((digits) => digits.join(' '))}
      winner={small}
      label={`Example 25-square board: the column headed ${small.columnDigits.join(' and ')} meets the row headed ${small.rowDigits.join(' and ')} at the winning square`}
      className="max-w-[16rem] grid-cols-6"
    />
  );
}

function SmallBoardExample() {
  const small = smallBoardExample();
  return (
    <div className="grid items-center gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]">
      <ul className="grid gap-2 text-[15px] text-ink-800">
        <li>
          Home {EXAMPLE_SCORE.home} ends in <strong className="tabular">{small.homeDigit}</strong>: the column headed{' '}
          <strong className="whitespace-nowrap tabular">{small.columnDigits.join(' ')}</strong>.
        </li>
        <li>
          Away {EXAMPLE_SCORE.away} ends in <strong className="tabular">{small.awayDigit}</strong>: the row headed{' '}
          <strong className="whitespace-nowrap tabular">{small.rowDigits.join(' ')}</strong>.
        </li>
        <li className="font-semibold text-ink-900">
          Where they meet wins. That square also wins on last digits{' '}
          {small.covers
            .filter((pair) => pair.home !== small.homeDigit || pair.away !== small.awayDigit)
            .map((pair) => `${pair.home}-${pair.away}`)
            .join(', ')}{' '}
          (home-away).
        </li>
      </ul>
      <SmallBoard />
    </div>
  );
}

/** The rule variants a private pool's organizer can choose, with examples worked out by src/domain. */
export function VariantsSection() {
  return (
    <RulesSection
      id="variants"
      eyebrow="Private pools"
      title="Ways to play a private pool"
      intro="Public pools always play the standard game above. When a private pool is created, its organizer can change three rules; they are fixed from then on, and the pool's rules card shows them before you buy."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <VariantCard icon={Shuffle} title="New numbers each period">
          <p>
            {VARIANT_WORDS.numbers}: instead of one set of digits for the whole game, a fresh set is drawn for the 1st quarter,
            halftime, the 3rd quarter and the final score. A square that misses one period gets new digits for the next. Every
            set comes from the same provably fair draw.
          </p>
        </VariantCard>
        <VariantCard icon={Repeat2} title="Reverse winners">
          <p>
            The square with the score's digits swapped also wins each period, and the period's prize is split 50/50 between the
            two squares.
          </p>
          <ReverseExample />
        </VariantCard>
        <VariantCard icon={Grid2x2} title="25 squares (5x5)" className="lg:col-span-2">
          <p>
            A smaller board: each row and column header carries two of the drawn digits, so each square covers four score
            combinations. The board fills, and the digits are drawn, at 25 squares; the pool's limit of squares per player
            still applies.
          </p>
          <SmallBoardExample />
        </VariantCard>
      </div>
    </RulesSection>
  );
}
