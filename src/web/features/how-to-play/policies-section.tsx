import { Link } from 'wouter';
import { BadgeCheck, CalendarClock, Clock, Gift, Landmark, MapPin, Percent, RotateCcw, ShieldX, Timer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { HOUSE_FEE_TEXT } from './rules-model';
import { IconCards } from './icon-cards';
import { RulesSection } from './section';

const POLICIES = [
  {
    icon: ShieldX,
    title: 'No refunds after purchase and no withdrawals.',
    text: 'Once you buy a square it is yours for that game. Think before you buy: squares cannot be returned or taken out of a pool.',
  },
  {
    icon: RotateCcw,
    title: 'Automatic refund if a paid pool is not full by game time.',
    text: 'If a paid pool has not sold all 100 squares by kickoff, it is cancelled and every entry is refunded automatically within 24 hours, with an email notice.',
  },
  {
    icon: Gift,
    title: 'Free pools play on.',
    text: 'A free pool that is not full locks at kickoff and draws anyway. If the winning square has no owner, nobody wins that period.',
  },
  {
    icon: Landmark,
    title: 'Held in escrow until the game ends.',
    text: "Paid entries sit in the pool's escrow account until the final score is in, then go to the winners (or back to you in a refund).",
  },
  {
    icon: Timer,
    title: 'Winners must claim prizes within 30 days.',
    text: 'Prizes are settled after each scoring period. Your winnings show on My Pools once they are settled.',
  },
  {
    icon: Clock,
    title: 'Overtime counts toward the final payout.',
    text: 'The final period is decided by the final score, whatever happens after regulation.',
  },
  {
    icon: Percent,
    title: `${HOUSE_FEE_TEXT} house fee, disclosed up front.`,
    text: `The only fee is ${HOUSE_FEE_TEXT} of the pot, taken before prizes are split. It is shown on every pool before you buy.`,
  },
  {
    icon: CalendarClock,
    title: 'Boards lock at kickoff.',
    text: 'Squares can be claimed until the game starts; after that the board is final.',
  },
] as const;

export function PoliciesSection() {
  return (
    <RulesSection id="policies" eyebrow="Policies" title="The fine print, in plain words">
      <IconCards cards={POLICIES} className="sm:grid-cols-2" />
    </RulesSection>
  );
}

const ELIGIBILITY = [
  { icon: BadgeCheck, title: '18 or older', text: 'Some states set a higher minimum age for paid play.' },
  { icon: MapPin, title: 'United States only', text: "You must live in the US, and paid play isn't offered in every state." },
  { icon: Gift, title: 'Free pools are open to all players', text: 'No verification is needed to play the $0 tier.' },
] as const;

export function EligibilitySection() {
  return (
    <RulesSection
      id="eligibility"
      eyebrow="Eligibility"
      title="Who can play for money"
      intro="Paid pools are real money, so every paid player verifies their age and location once before their first purchase."
    >
      <div className="grid gap-6 rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-center">
        <ul className="grid gap-4 sm:grid-cols-3">
          {ELIGIBILITY.map(({ icon: Icon, title, text }) => (
            <li key={title} className="grid content-start gap-2">
              <Icon aria-hidden className="size-5 text-turf-700" />
              <h3 className="font-bold tracking-tight text-ink-900">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <div className="grid gap-3 rounded-xl bg-muted/70 p-5">
          <p className="text-sm font-semibold text-ink-900">Age & location verification is required for paid pools.</p>
          <Button asChild className="w-full sm:w-fit lg:w-full">
            <Link href="/age-verification">
              <BadgeCheck aria-hidden />
              Verify age & location
            </Link>
          </Button>
        </div>
      </div>
    </RulesSection>
  );
}
