import { Link } from 'wouter';
import { ArrowRight, Gamepad2, LayoutGrid } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { BoardExample } from './board-example';
import { FairDraw } from './fair-draw';
import { PayoutsSection } from './payouts-section';
import { EligibilitySection, PoliciesSection } from './policies-section';
import { ResponsiblePlaySection } from './responsible-play-section';
import { RulesSection } from './section';
import { StepsSection } from './steps-section';
import { VariantsSection } from './variants-section';

const JUMP_LINKS = [
  { href: '#steps', label: 'Steps' },
  { href: '#board', label: 'The board & draw' },
  { href: '#payouts', label: 'Payouts' },
  { href: '#variants', label: 'Private pool rules' },
  { href: '#policies', label: 'Policies' },
  { href: '#eligibility', label: 'Eligibility' },
  { href: '#responsible-play', label: 'Play responsibly' },
] as const;

function JumpLinks() {
  return (
    <nav aria-label="On this page" className="-mx-4 mb-10 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2">
        {JUMP_LINKS.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex rounded-full border border-border bg-card px-3.5 py-1.5 text-sm font-semibold text-ink-700 shadow-xs transition-colors hover:border-turf-300 hover:bg-turf-50 hover:text-turf-800"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ReadyToPlay() {
  return (
    <div className="flex flex-col items-start gap-5 rounded-2xl border border-turf-200 bg-turf-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h2 className="text-xl font-extrabold tracking-tight text-ink-900">Ready to play?</h2>
        <p className="mt-1 text-[15px] text-turf-900">Start with a free pool, or practice on a simulated board first.</p>
      </div>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild variant="outline">
          <Link href="/simulation">
            <Gamepad2 aria-hidden />
            Practice simulation
          </Link>
        </Button>
        <Button asChild>
          <Link href="/">
            <LayoutGrid aria-hidden />
            Browse games
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** /how-to-play: the rules, every number computed from src/domain (D1, D2, D3, D4, D5, D14). */
export function HowToPlay() {
  useDocumentTitle('How to Play');
  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        eyebrow="Rules"
        title="How to Play"
        description="Squares in four steps, how every pot is paid out, and the rules that protect your money."
        className="pb-5 sm:pb-6"
      />
      <JumpLinks />
      <div className="grid gap-14 sm:gap-16">
        <StepsSection />
        <RulesSection
          id="board"
          eyebrow="The board"
          title="How a winner is found"
          intro="Every square is a pair of digits: one for each team. The digits are drawn only after the board is final."
        >
          <div className="grid gap-6">
            <BoardExample />
            <FairDraw />
          </div>
        </RulesSection>
        <PayoutsSection />
        <VariantsSection />
        <PoliciesSection />
        <EligibilitySection />
        <ResponsiblePlaySection />
        <ReadyToPlay />
      </div>
    </Container>
  );
}
