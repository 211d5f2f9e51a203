import { Eye, Lock, Shuffle } from 'lucide-react';
import { periodDrawDomains } from './rules-model';

const STAGES = [
  {
    icon: Lock,
    title: 'Sealed before the first sale',
    text: 'When a pool opens we pick a secret random seed and publish its fingerprint (a SHA-256 hash) on the pool page, so the seed cannot be swapped later.',
  },
  {
    icon: Shuffle,
    title: 'Drawn from the final board',
    text: 'When the board is final, the digits are computed from the secret seed and the list of who owns every square, by a published shuffle.',
  },
  {
    icon: Eye,
    title: 'Revealed for anyone to check',
    text: "After the draw the seed is revealed. Anyone can confirm it matches the fingerprint and recompute the same digits in their browser. Nobody, including us, can steer them.",
  },
] as const;

/** New numbers each period: the same draw, once per period, the period mixed into the HMAC's domain. */
function PeriodNumbers() {
  const domains = periodDrawDomains();
  const first = domains[0];
  const last = domains.at(-1);
  return (
    <p className="mt-5 max-w-3xl text-sm leading-relaxed text-ink-200">
      <strong className="text-white">New numbers each period:</strong> a private pool that draws them runs the same draw four
      times, from the same secret seed and the same final board, with the period's number mixed into the HMAC's domain text (
      <code className="font-mono text-turf-200">{first?.domain}</code> for the {first?.period.toLowerCase()} to{' '}
      <code className="font-mono text-turf-200">{last?.domain}</code> for the {last?.period.toLowerCase()}). Each set is as
      unpredictable as the first, and just as checkable.
    </p>
  );
}

/** Commit-reveal in plain words (D4). */
export function FairDraw() {
  return (
    <div data-surface="dark" className="rounded-2xl bg-ink-900 bg-turf-lines p-5 text-white shadow-raised sm:p-8">
      <h3 className="text-lg font-bold tracking-tight">A draw you can verify</h3>
      <p className="mt-2 max-w-2xl text-[15px] leading-relaxed text-ink-200">
        The row and column digits decide every winner, so nobody should be able to choose them, not even the house.
      </p>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {STAGES.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-xl border border-white/10 bg-white/[0.04] p-4">
            <div className="flex items-center gap-3">
              <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-lg bg-turf-400/15 text-turf-300">
                <Icon className="size-[18px]" />
              </span>
              <h4 className="font-bold">
                <span className="sr-only">{index + 1}. </span>
                {title}
              </h4>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-ink-200">{text}</p>
          </li>
        ))}
      </ol>
      <PeriodNumbers />
    </div>
  );
}
