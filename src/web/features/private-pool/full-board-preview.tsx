import { formatMoney } from '../../../domain/money';
import { PERIOD_SHORT_LABELS, fullBoardSplit, type CreatePoolValues } from './form-model';

/** What a full board pays with the settings as they stand, so the split means something in dollars. */
export function FullBoardPreview({ values }: { values: CreatePoolValues }) {
  const split = fullBoardSplit(values);
  if (!split || split.potCents === 0) return null;
  const rows: [string, number][] = [
    [`Pot (${values.rules.boardSize} squares)`, split.potCents],
    ...(split.houseFeeCents > 0 ? ([['House fee', -split.houseFeeCents]] as [string, number][]) : []),
    ...(split.nonprofitCents > 0 ? ([['To the organization', -split.nonprofitCents]] as [string, number][]) : []),
  ];
  return (
    <div className="rounded-lg bg-muted/60 p-3 text-sm">
      <p className="mb-2 font-semibold text-ink-900">If every square sells</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right">{cents < 0 ? `−${formatMoney(-cents)}` : formatMoney(cents)}</dd>
          </div>
        ))}
        {split.periodCents.map((cents, index) => (
          <div key={PERIOD_SHORT_LABELS[index]} className="contents">
            <dt className="text-muted-foreground">{PERIOD_SHORT_LABELS[index]} winner</dt>
            <dd className="text-right font-semibold text-ink-900">{formatMoney(cents)}</dd>
          </div>
        ))}
      </dl>
      {values.rules.reverseWinners ? (
        <p className="mt-2 text-muted-foreground">With reverse winners, each period's prize is split 50/50 between the two winning squares.</p>
      ) : null}
    </div>
  );
}
