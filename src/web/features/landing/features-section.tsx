import { Gamepad2, Layers, Radio, Trophy, UserRoundCheck, UsersRound } from 'lucide-react';
import { TIER_ENTRY_FEES_CENTS, tierLabel } from '../../../domain/tiers';
import { Container } from '../../components/ui/container';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: Layers,
    title: 'Five tiers every game',
    text: `${TIER_ENTRY_FEES_CENTS.map(tierLabel).join(', ')} a square: a free pool and four paid pools for each game, so everyone finds their stake.`,
  },
  {
    icon: Trophy,
    title: 'Four winners per board',
    text: 'The first quarter, halftime, the third quarter and the final score each pay a quarter of the prize pool.',
  },
  {
    icon: UserRoundCheck,
    title: 'Fair square limits',
    text: 'Nobody can own more than 5 squares of a public board, so a full board means at least 20 players.',
  },
  {
    icon: UsersRound,
    title: 'Private pools',
    text: 'Run an invite-only pool for your office, league or fundraiser with your own entry fee and invite codes.',
  },
  {
    icon: Radio,
    title: 'Live scoring',
    text: 'Scores update during the game and the winning square lights up the moment each quarter ends.',
  },
  {
    icon: Gamepad2,
    title: 'Practice first',
    text: 'New to squares? Play a simulated game risk-free and watch how the numbers pick the winners.',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="features-title" eyebrow="Why Squares" title="The office pool, rebuilt for game day">
          Everything you loved about the paper grid on the break-room wall, without chasing anyone for cash.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-card transition-shadow hover:shadow-raised sm:block sm:p-6"
            >
              <span aria-hidden className="grid size-11 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-700">
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-bold tracking-tight sm:mt-4">{title}</h3>
                <p className="mt-1.5 text-[15px] leading-relaxed text-muted-foreground sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
