import { formatMoney } from '../../../domain/money';
import { Container } from '../../components/ui/container';
import { PayoutTable } from '../../components/payouts/payout-table';
import { PUBLIC_SPLIT_TEXT, houseFeePercent, workedExample } from '../../components/payouts/tier-payouts';
import { SectionHeading } from './section-heading';

const STEPS = [
  { title: 'Pick a game and a tier', text: 'Choose any upcoming game and the free, $1, $5, $10 or $25 pool.' },
  { title: 'Claim up to 5 squares', text: 'Tap open squares on the 10x10 board. Each square is one entry.' },
  { title: 'The numbers are drawn', text: 'Once all 100 squares are taken, digits 0 to 9 are drawn at random for each team.' },
  { title: 'Win every quarter', text: "At the end of each quarter, the square matching the last digit of both teams' scores wins." },
];

export function HowItWorksSection() {
  const example = workedExample();
  const feePercent = houseFeePercent();
  const money = (cents: number) => formatMoney(cents, { compact: true });
  const flow = [
    { label: 'Full pot', value: money(example.potCents) },
    { label: `${feePercent}% house fee`, value: `−${money(example.houseFeeCents)}` },
    { label: 'Prize pool', value: money(example.prizePoolCents) },
    { label: 'Each period', value: money(example.periodCents[0] ?? 0), gold: true },
  ];

  return (
    <section id="how-it-works" aria-labelledby="how-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="how-title" eyebrow="How to play" title="Four steps from kickoff to payout" />
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:block sm:p-6">
              <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-ink-900 text-sm font-black text-turf-300 tabular">
                {index + 1}
              </span>
              <div>
                <h3 className="font-bold tracking-tight sm:mt-4">{step.title}</h3>
                <p className="mt-1.5 text-[15px] leading-relaxed text-muted-foreground sm:mt-2">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>

        <div id="payouts" className="mt-16 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
          <div>
            <h3 className="text-2xl font-black tracking-tight">Payouts</h3>
            <p className="mt-3 text-muted-foreground">
              A {feePercent}% house fee comes off the pot. The rest is the prize pool, split {PUBLIC_SPLIT_TEXT} across
              the first quarter, halftime, the third quarter and the final score. Overtime counts toward the final.
            </p>
            <dl className="mt-6 grid grid-cols-2 gap-2">
              {flow.map((item) => (
                <div
                  key={item.label}
                  className={`rounded-lg border p-3 ${item.gold ? 'border-gold-400 bg-gold-100' : 'border-border bg-card'}`}
                >
                  <dt className="text-xs font-semibold text-muted-foreground">{item.label}</dt>
                  <dd className="mt-1 text-xl font-black tabular">{item.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-muted-foreground">Example: a full $10 board.</p>
          </div>
          <PayoutTable />
        </div>
      </Container>
    </section>
  );
}
