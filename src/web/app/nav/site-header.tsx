import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useAfterFirstPaint } from '../../lib/after-next-paint';
import { useAuth } from '../../lib/use-auth';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Logo } from '../../components/brand/logo';

const SignedInNav = lazy(() => import('./signed-in-nav'));

/**
 * Holds the avatar's place while the signed-in menus load, so nothing shifts. They load once the page
 * has painted: their code (Radix menus, sheet and tooltip, ~45 KB gzip) came ahead of the page's own
 * largest paint on a first visit.
 */
function SignedInNavFallback() {
  return (
    <div className="ml-auto flex items-center gap-2" aria-hidden>
      <span className="size-9 rounded-full bg-white/10" />
    </div>
  );
}

/** Landing-page sections linked from the visitor header while on "/". */
const LANDING_SECTIONS = [
  { href: '#how-it-works', label: 'How it works' },
  { href: '#protection', label: 'Escrow & protection' },
  { href: '#payouts', label: 'Payouts' },
];

/** The visitor's two buttons on a phone narrower than 400px: the small button size. */
const COMPACT_BELOW_400 = 'max-[399px]:h-9 max-[399px]:px-3 max-[399px]:text-[13px]';

function SignedOutNav({ location }: { location: string }) {
  return (
    <>
      {location === '/' && (
        <nav aria-label="On this page" className="hidden items-center gap-1 md:flex">
          {LANDING_SECTIONS.map((section) => (
            <a
              key={section.href}
              href={section.href}
              className="inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold text-white/75 transition-colors hover:bg-white/10 hover:text-white"
            >
              {section.label}
            </a>
          ))}
        </nav>
      )}
      {/* Both lead to /login and both stay on every phone (spec section 2): narrower than 400px they
          tighten, so the bar never scrolls sideways, even at 320px with the logo's mark alone. */}
      <div className="ml-auto flex items-center gap-1.5 min-[400px]:gap-2">
        <Button variant="ghost-inverse" asChild className={COMPACT_BELOW_400}>
          <Link href="/login" aria-current={location === '/login' ? 'page' : undefined}>
            Sign In
          </Link>
        </Button>
        <Button variant="brand" asChild className={COMPACT_BELOW_400}>
          <Link href="/login">Get Started</Link>
        </Button>
      </div>
    </>
  );
}

/** The sticky top bar. Fixed 64px height so nothing below shifts as its parts load. */
export function SiteHeader() {
  const [location] = useLocation();
  const { user } = useAuth();
  const pagePainted = useAfterFirstPaint();
  return (
    <header data-surface="dark" className="sticky top-0 z-40 border-b border-white/10 bg-ink-900 text-white print:hidden">
      <Container className="flex h-16 items-center gap-4 xl:gap-6">
        <Link href="/" aria-label="Squares home" className="shrink-0 rounded-md">
          {/* Under 360px a visitor's bar keeps the mark alone, so Sign In and Get Started both fit; the link keeps its name. */}
          <Logo inverse className={user ? undefined : 'max-[359px]:[&>span]:sr-only'} />
        </Link>
        {user ? (
          pagePainted ? (
            <Suspense fallback={<SignedInNavFallback />}>
              <SignedInNav user={user} location={location} />
            </Suspense>
          ) : (
            <SignedInNavFallback />
          )
        ) : (
          <SignedOutNav location={location} />
        )}
      </Container>
    </header>
  );
}
