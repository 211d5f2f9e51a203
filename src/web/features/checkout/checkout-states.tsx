import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';

/** 'Back to Pool' (spec section 2): one per view, so its name stays unique on the page. */
export function BackToPool({ href, onLeave, prominent = false }: { href: string; onLeave?: () => void; prominent?: boolean }) {
  return (
    <Button asChild variant={prominent ? 'default' : 'outline'} size={prominent ? 'lg' : 'default'}>
      <Link href={href} onClick={onLeave}>
        <ArrowLeft aria-hidden />
        Back to Pool
      </Link>
    </Button>
  );
}

/** A whole-page outcome instead of the form: hold expired, squares gone, paid play off, record failed. */
export function CheckoutState({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger';
}) {
  const toneClass = { neutral: 'bg-ink-100 text-ink-700', warning: 'bg-amber-100 text-amber-800', danger: 'bg-red-100 text-red-800' }[tone];
  return (
    <Card role="region" aria-labelledby="checkout-state-title" className="mx-auto max-w-xl">
      <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span aria-hidden className={`grid size-12 place-items-center rounded-full [&_svg]:size-6 ${toneClass}`}>
          {icon}
        </span>
        <h2 id="checkout-state-title" className="text-xl font-extrabold tracking-tight">
          {title}
        </h2>
        <div className="max-w-md text-sm text-muted-foreground">{children}</div>
        <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>
      </div>
    </Card>
  );
}

export function CheckoutWaiting({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-20 text-center">
      <Spinner size="lg" label={label} />
      <p className="text-sm font-medium text-muted-foreground">{text}</p>
    </div>
  );
}
