import { Coffee, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProblemGamblingHelp } from '../../components/page/problem-gambling-help';
import { Card, CardContent } from '../../components/ui/card';
import { IconCardHeader } from '../../components/ui/icon-card-header';
import { Skeleton } from '../../components/ui/skeleton';
import { QueryError } from '../../components/ui/query-error';
import { LimitsForm } from './limits-form';
import { useSpendLimits } from './limits-queries';
import { TakeABreak } from './take-a-break';

function SectionCard({ id, icon, title, description, children }: { id: string; icon: ReactNode; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <IconCardHeader icon={icon} titleId={id} title={title} description={description} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function SpendLimits() {
  const limits = useSpendLimits();
  if (limits.isPending) {
    return (
      <div role="status" aria-label="Loading your limits" className="grid gap-5 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (limits.isError) return <QueryError title="Your limits couldn't be loaded" query={limits} />;
  return <LimitsForm saved={limits.data} />;
}

/** The Settings page's Limits (D23): spend limits, a time-out or self-exclusion, and where to find help. */
export function LimitsSection() {
  return (
    <>
      <SectionCard
        id="limits-title"
        icon={<Wallet />}
        title="Limits"
        description="Cap the money you commit to paid squares. A lower limit applies at once; a higher one, or none, only after 24 hours."
      >
        <SpendLimits />
        <ProblemGamblingHelp className="mt-6 border-t border-border pt-4 text-muted-foreground" />
      </SectionCard>
      <SectionCard
        id="take-a-break-title"
        icon={<Coffee />}
        title="Take a break"
        description="Step away for a while. Once started, a time-out or self-exclusion cannot be ended early."
      >
        <TakeABreak />
      </SectionCard>
    </>
  );
}
