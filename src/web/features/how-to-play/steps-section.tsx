import { Fingerprint, Grid3x3, MousePointerClick, Trophy } from 'lucide-react';
import { PUBLIC_SQUARE_LIMIT, PRIVATE_SQUARE_LIMITS, SQUARE_COUNT, tierListText } from './rules-model';
import { RulesSection } from './section';

const STEPS = [
  {
    icon: Grid3x3,
    title: 'Pick a game and a tier',
    text: `Choose an upcoming game on the dashboard, then one of its five pools: ${tierListText()} per square. The $0 pool is free to play.`,
  },
  {
    icon: MousePointerClick,
    title: `Claim up to ${PUBLIC_SQUARE_LIMIT} squares`,
    text: `Tap open squares on the 10x10 board. You can own up to ${PUBLIC_SQUARE_LIMIT} squares in a public pool; private pools set their own limit, from ${PRIVATE_SQUARE_LIMITS.min} to ${PRIVATE_SQUARE_LIMITS.max}.`,
  },
  {
    icon: Fingerprint,
    title: 'The digits are drawn',
    text: `When all ${SQUARE_COUNT} squares are taken, the digits 0 to 9 are drawn at random across the columns and down the rows. The draw is provably fair.`,
  },
  {
    icon: Trophy,
    title: 'Win each quarter',
    text: "At the end of each quarter, the square whose digits match the last digit of each team's score wins that period. Overtime counts toward the final.",
  },
] as const;

export function StepsSection() {
  return (
    <RulesSection id="steps" eyebrow="The game" title="Four steps from kickoff to payout">
      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-card sm:block">
            <div className="flex shrink-0 items-center justify-between self-start">
              <span
                aria-hidden
                className="grid size-9 place-items-center rounded-full bg-ink-900 text-sm font-black text-turf-300 tabular"
              >
                {index + 1}
              </span>
              <Icon aria-hidden className="hidden size-5 text-turf-700 sm:block" />
            </div>
            <div className="min-w-0">
              <h3 className="pt-1.5 font-bold tracking-tight text-ink-900 sm:mt-4 sm:pt-0">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-1.5 text-[15px] leading-relaxed text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </RulesSection>
  );
}
