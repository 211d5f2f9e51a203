import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ArrowLeft, ArrowRight, ChevronRight, CircleCheck } from 'lucide-react';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Container } from '../ui/container';
import { PageHeader } from '../ui/page-header';

export type PlannedPageProps = {
  /** The page's title; also the document title "{title} · Squares". */
  title: string;
  /** One sentence saying what the page is for. */
  description: ReactNode;
  /** What the page holds, from the spec. */
  items: readonly ReactNode[];
  eyebrow?: ReactNode;
  icon?: ReactNode;
  /** The way on from this page; back to the dashboard by default. */
  back?: { href: string; label: string; forward?: boolean };
  /** Extra content under the overview card. */
  children?: ReactNode;
};

const SIGNED_IN_SHORTCUTS = [
  { href: '/', label: 'Dashboard' },
  { href: '/my-pools', label: 'My Pools' },
  { href: '/how-to-play', label: 'How to Play' },
  { href: '/simulation', label: 'Practice Simulation' },
];
const SIGNED_OUT_SHORTCUTS = [
  { href: '/', label: 'Home' },
  { href: '/login', label: 'Sign in' },
];

function Shortcuts() {
  const [location] = useLocation();
  const { isAuthenticated } = useAuth();
  const links = (isAuthenticated ? SIGNED_IN_SHORTCUTS : SIGNED_OUT_SHORTCUTS).filter((link) => link.href !== location);
  return (
    <Card className="self-stretch">
      <CardHeader className="pb-3">
        <CardTitle className="text-sm tracking-wider text-muted-foreground uppercase">Keep exploring</CardTitle>
      </CardHeader>
      <CardContent className="px-3 pb-3 sm:px-3 sm:pb-3">
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex items-center justify-between rounded-lg px-3 py-2.5 text-[15px] font-semibold text-ink-800 transition-colors hover:bg-muted"
              >
                {link.label}
                <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * The frame of a page whose full feature arrives in a later release: title, purpose, and what the
 * page will contain, plus a way back. Pages swap this for their real content.
 */
export function PlannedPage({
  title,
  description,
  items,
  eyebrow,
  icon,
  back = { href: '/', label: 'Back to dashboard' },
  children,
}: PlannedPageProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-8 sm:py-12">
      <PageHeader title={title} description={description} eyebrow={eyebrow} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader className="flex-row items-center gap-3">
            {icon ? (
              <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-700 [&_svg]:size-5">
                {icon}
              </span>
            ) : null}
            <CardTitle className="text-base">On this page</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {items.map((item, index) => (
                <li key={index} className="flex gap-3 text-[15px] leading-relaxed text-ink-800">
                  <CircleCheck aria-hidden className="mt-1 size-4 shrink-0 text-turf-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <aside className="flex flex-col items-start gap-4">
          {children}
          <Button variant="outline" asChild className="w-fit">
            <Link href={back.href}>
              {!back.forward && <ArrowLeft aria-hidden />}
              {back.label}
              {back.forward && <ArrowRight aria-hidden />}
            </Link>
          </Button>
          <Shortcuts />
        </aside>
      </div>
    </Container>
  );
}
