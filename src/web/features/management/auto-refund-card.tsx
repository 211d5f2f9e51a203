import { useState } from 'react';
import { Mail, Settings2, TimerReset } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { IconCardHeader } from '../../components/ui/icon-card-header';
import { Skeleton } from '../../components/ui/skeleton';
import { autoRefundSummary } from './auto-refund-form';
import { AutoRefundDialog } from './auto-refund-dialog';
import { auditTimeText } from './audit-log-model';
import { useAutoRefundSettings } from './system-queries';
import { QueryError } from '../../components/ui/query-error';

/** The spec's sentence, kept on the card whatever the setting. */
export const AUTO_REFUND_POLICY = "Pools that don't fill by game time are automatically refunded.";

/** Auto-Refund Settings (spec section 2, System tab) with a working Configure button. */
export function AutoRefundCard() {
  const settings = useAutoRefundSettings();
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="auto-refund-title" role="region">
      <IconCardHeader icon={<TimerReset />} titleId="auto-refund-title" title="Auto-Refund Settings" description={AUTO_REFUND_POLICY} />
      <CardContent>
        {settings.isPending ? (
          <div role="status" aria-label="Loading the auto-refund settings" className="grid gap-2">
            <Skeleton className="h-4 w-64 max-w-full" />
            <Skeleton className="h-4 w-52 max-w-full" />
          </div>
        ) : settings.isError ? (
          <QueryError title="Could not load the auto-refund settings" query={settings} className="py-6 shadow-none" />
        ) : (
          <ul aria-label="Current setting" className="grid gap-3 text-sm">
            <li className="flex items-start gap-2 font-medium text-ink-900">
              <TimerReset aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {autoRefundSummary(settings.data.settings).timing}
            </li>
            <li className="flex items-start gap-2 font-medium text-ink-900">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {autoRefundSummary(settings.data.settings).email}
            </li>
            <li>
              {settings.data.updatedAt ? (
                <span className="text-xs text-muted-foreground">Last changed {auditTimeText(settings.data.updatedAt)}</span>
              ) : (
                <Badge tone="neutral">Default setting</Badge>
              )}
            </li>
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" disabled={!settings.data} onClick={() => setOpen(true)}>
          <Settings2 aria-hidden />
          Configure
        </Button>
      </CardFooter>
      {settings.data ? <AutoRefundDialog open={open} onOpenChange={setOpen} saved={settings.data.settings} /> : null}
    </Card>
  );
}
