import { Link } from 'wouter';
import { useAuth } from '../lib/use-auth';
import { Container } from '../components/ui/container';
import { Logo } from '../components/brand/logo';
import { ProblemGamblingHelp } from '../components/page/problem-gambling-help';

type FooterLink = { href: string; label: string };

const YEAR = new Date().getFullYear();

const SIGNED_IN_LINKS: FooterLink[] = [
  { href: '/how-to-play', label: 'How to Play' },
  { href: '/', label: 'Dashboard' },
  { href: '/my-pools', label: 'My Pools' },
  { href: '/simulation', label: 'Practice Simulation' },
];

// How to Play is a signed-in page, so visitors are sent to sign in instead.
const SIGNED_OUT_LINKS: FooterLink[] = [
  { href: '/login', label: 'How to Play' },
  { href: '/login', label: 'Sign In' },
  { href: '/login', label: 'Create an account' },
];

export function SiteFooter() {
  const { isAuthenticated } = useAuth();
  const links = isAuthenticated ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  return (
    <footer data-surface="dark" className="border-t border-white/10 bg-ink-950 text-ink-300 print:hidden">
      <Container className="grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1.4fr]">
        <div className="space-y-3">
          <Logo inverse />
          <p className="max-w-xs text-sm">
            Sports squares pools for NFL, NBA and college football. Entries held in escrow, draws you can verify.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="text-xs font-bold tracking-[0.14em] text-white uppercase">Play</p>
          <ul className="mt-3 space-y-2 text-sm">
            {links.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className="rounded-sm transition-colors hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-xs font-bold tracking-[0.14em] text-white uppercase">Play responsibly</p>
          <p className="mt-3 text-sm">
            Squares is for adults 18 and older located in the United States. Paid entries are real money: set a budget
            and only play with what you can afford to lose.
          </p>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full border border-white/15 px-3 py-1 text-xs font-semibold text-white">
            <span className="rounded-full bg-gold-400 px-1.5 py-px text-[11px] font-black text-ink-950">18+</span>
            US only · Age &amp; location verified
          </p>
          <ProblemGamblingHelp inverse className="mt-3" />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-5 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>© {YEAR} Squares. All rights reserved.</p>
          <p>A 10% house fee applies to every pot and is shown before you buy.</p>
        </Container>
      </div>
    </footer>
  );
}
