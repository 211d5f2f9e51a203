import { Link } from 'wouter';
import { ArrowRight, Lock, ShieldCheck, Ticket } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { DemoBoard } from './demo-board';

const TRUST = [
  { icon: Lock, text: 'Entries held in escrow' },
  { icon: ShieldCheck, text: 'Provably fair draw' },
  { icon: Ticket, text: 'Free to $25 a square' },
];

export function HeroSection() {
  return (
    <section data-surface="dark" aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink-900 bg-turf-lines text-white">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-16 lg:py-24">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-bold tracking-[0.14em] text-turf-300 uppercase">
            NFL · NBA · NCAAF
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-[1.05] font-black tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <span className="block">Own a square.</span>{' '}
            <span className="block text-turf-400">Win every quarter.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-200 sm:text-xl">
            Sports squares pools for the games you already watch. Claim up to five squares on a 10x10 board; when the
            digits are drawn, the last digit of each team's score picks a winner every quarter.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button variant="brand" size="lg" asChild>
              <Link href="/login">
                Get Started
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button variant="outline-inverse" size="lg" asChild>
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-ink-200">
            {TRUST.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden className="size-4 text-turf-400" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <DemoBoard className="mx-auto w-full max-w-[30rem]" />
      </Container>
    </section>
  );
}
