import { Link } from 'wouter';
import { Ban, Coffee, Wallet } from 'lucide-react';
import { ProblemGamblingHelp } from '../../components/page/problem-gambling-help';
import { IconCards } from './icon-cards';
import { RulesSection } from './section';

const TOOLS = [
  {
    icon: Wallet,
    title: 'Spend limits',
    text: 'Cap what you commit to paid squares over 24 hours, 7 days and 30 days. Lowering a limit applies at once; raising or removing one waits 24 hours.',
  },
  {
    icon: Coffee,
    title: 'Time-out',
    text: 'Pause paid play for 1, 7 or 30 days. Free pools stay open; nobody can end a time-out early.',
  },
  {
    icon: Ban,
    title: 'Self-exclusion',
    text: 'Close every pool to yourself for 6 months, 1 year or 5 years. Squares you own stay yours and prizes are still paid.',
  },
] as const;

/** How to Play's "Play responsibly": the tools in Settings, and where to find help. */
export function ResponsiblePlaySection() {
  return (
    <RulesSection
      id="responsible-play"
      eyebrow="Play responsibly"
      title="Limits you set, and help when you need it"
      intro={
        <>
          Paid squares are real money. Set your own limits in{' '}
          <Link href="/settings" className="font-semibold text-turf-800 underline underline-offset-2">
            Settings
          </Link>
          ; the checkout page shows what you have committed and your limits before you pay.
        </>
      }
    >
      <IconCards cards={TOOLS} className="sm:grid-cols-3" />
      <ProblemGamblingHelp className="mt-5 text-[15px] text-ink-800" />
    </RulesSection>
  );
}
