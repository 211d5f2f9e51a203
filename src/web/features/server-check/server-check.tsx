import { useState } from 'react';
import { Activity, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { toast } from '../../lib/toast/use-toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { READY_PATH, pingServer, type PingResult } from './ping';

type Check = PingResult & { id: number; at: string };
const KEPT = 5;

function CheckLine({ check }: { check: Check }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm" data-testid="server-check">
      {check.ok ? <CircleCheck aria-hidden className="size-4 text-green-700" /> : <CircleX aria-hidden className="size-4 text-red-700" />}
      <Badge tone={check.ok ? 'green' : 'destructive'}>{check.ok ? 'Ready' : 'Not ready'}</Badge>
      <span className="font-semibold text-ink-900 tabular">{check.ms} ms</span>
      <span className="min-w-0 flex-1 break-words text-muted-foreground">{check.message}</span>
      <time className="text-xs text-muted-foreground tabular">{check.at}</time>
    </li>
  );
}

/** /test (spec "Internal test pages"): one button that checks the server answers, with the round-trip time. */
export function ServerCheck() {
  useDocumentTitle('Test');
  const [checks, setChecks] = useState<Check[]>([]);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    const result = await pingServer();
    setBusy(false);
    const at = new Date().toLocaleTimeString();
    setChecks((previous) => [{ ...result, id: (previous[0]?.id ?? 0) + 1, at }, ...previous].slice(0, KEPT));
    if (!result.ok) toast({ title: 'Error', description: result.message, variant: 'destructive' });
  };

  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PageHeader
        eyebrow="Internal test page"
        title="Test"
        description={`One button: it asks the server whether it is ready (GET ${READY_PATH}, which also asks the database) and shows the answer and how long the round trip took.`}
      />
      <Card>
        <CardHeader>
          <CardTitle>Server round trip</CardTitle>
          <CardDescription>Nothing is changed on the server. The last {KEPT} checks are listed, newest first.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Button onClick={() => void run()} disabled={busy} className="w-full sm:w-fit">
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Activity aria-hidden />}
            {busy ? 'Checking…' : 'Check the server'}
          </Button>
          <div role="status" aria-live="polite">
            {checks.length === 0 ? (
              <p className="text-sm text-muted-foreground">No check yet.</p>
            ) : (
              <ul aria-label="Checks, newest first" className="divide-y divide-border">
                {checks.map((check) => (
                  <CheckLine key={check.id} check={check} />
                ))}
              </ul>
            )}
          </div>
        </CardContent>
      </Card>
    </Container>
  );
}
