import { BadgeCheck, Fingerprint, Landmark, Percent, RotateCcw } from 'lucide-react';
import { houseFeePercent } from '../../components/payouts/tier-payouts';
import { Container } from '../../components/ui/container';
import { SectionHeading } from './section-heading';

const PROTECTIONS = [
  {
    icon: Landmark,
    title: 'Held in escrow until the game ends',
    text: "Your entry goes into the pool's escrow account and is paid out only once the final score is in.",
  },
  {
    icon: RotateCcw,
    title: "Automatic refund if a pool doesn't fill",
    text: 'If a paid pool is not full by game time, every entry is refunded automatically within 24 hours, with an email to let you know.',
  },
  {
    icon: Fingerprint,
    title: 'Provably fair draw',
    text: 'We publish a fingerprint of the draw before anyone buys. When the board fills, the secret is revealed so you can check the digits yourself.',
  },
  {
    icon: BadgeCheck,
    title: 'Age & location verified',
    text: 'Paid pools are for verified players 18 and older located in the United States.',
  },
];

/** The fee's card, made as the section renders (tier-payouts' houseFeePercent says why). */
function feeProtection(): (typeof PROTECTIONS)[number] {
  const percent = houseFeePercent();
  return {
    icon: Percent,
    title: `${percent}% house fee, disclosed up front`,
    text: `One fee, shown before you buy: ${percent}% of the pot. Everything else goes to the winners.`,
  };
}

export function ProtectionSection() {
  return (
    <section id="protection" data-surface="dark" aria-labelledby="protection-title" className="bg-ink-900 py-16 text-white sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
        <SectionHeading id="protection-title" inverse eyebrow="Escrow & protection" title="Real money, handled like it matters">
          Every entry is accounted for from the moment you buy to the moment a winner is paid, or you are refunded.
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2">
          {[...PROTECTIONS, feeProtection()].map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className={`rounded-xl border border-white/10 bg-white/[0.04] p-5 ${index === 0 ? 'sm:col-span-2' : ''}`}
            >
              <div className="flex items-center gap-3">
                <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-turf-400/15 text-turf-300">
                  <Icon className="size-5" />
                </span>
                <h3 className="font-bold">{title}</h3>
              </div>
              <p className="mt-3 text-[15px] leading-relaxed text-ink-200">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
