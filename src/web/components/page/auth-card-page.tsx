import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { Container } from '../ui/container';
import { LogoMark } from '../brand/logo';

type AuthCardPageProps = {
  /** The page's heading (h1). */
  title: ReactNode;
  description?: ReactNode;
  /** Above the title; the grid mark by default. */
  icon?: ReactNode;
  /** A small badge between the mark and the title. */
  badge?: ReactNode;
  children: ReactNode;
  /** Quiet links under the card (e.g. "Already have an account? Sign in"). */
  footer?: ReactNode;
  className?: string;
};

/** An icon in a dark tile, for the `icon` of an AuthCardPage that is not the grid mark (admin sign-in, sign-out). */
export function AuthCardIcon({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="grid size-12 place-items-center rounded-xl bg-ink-900 text-turf-300 shadow-sm [&_svg]:size-6">
      {children}
    </span>
  );
}

/** The sign-in family of pages: a navy turf band behind one centred card. */
export function AuthCardPage({ title, description, icon, badge, children, footer, className }: AuthCardPageProps) {
  return (
    <div className="relative isolate overflow-hidden">
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-72 bg-ink-900 bg-turf-lines" />
      <Container className="grid min-h-[calc(100dvh-4rem)] place-items-start justify-items-center pt-12 pb-16 sm:pt-20">
        <div className={cn('grid w-full max-w-md gap-5', className)}>
          <Card className="shadow-raised">
            <CardHeader className="items-center pt-8 text-center">
              {icon ?? <LogoMark className="size-12" />}
              {badge ? <div className="mt-3">{badge}</div> : null}
              <h1 className="mt-3 text-2xl font-bold tracking-tight">{title}</h1>
              {description ? <CardDescription className="text-[15px] text-balance">{description}</CardDescription> : null}
            </CardHeader>
            <CardContent className="grid gap-5 pb-8">{children}</CardContent>
          </Card>
          {footer ? <div className="grid gap-2 text-center text-sm text-muted-foreground">{footer}</div> : null}
        </div>
      </Container>
    </div>
  );
}
