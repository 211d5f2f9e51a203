import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Something the sheet needs failed to load: say which, and offer to try again (announced as an alert). */
export function PrintLoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  useDocumentTitle('Print board');
  return (
    <Container className="py-16 sm:py-24">
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-red-200 bg-card px-6 py-12 text-center shadow-card">
        <CircleAlert aria-hidden className="size-8 text-destructive" />
        <h1 className="text-lg font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying} className="mt-2">
          <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
          Try again
        </Button>
      </div>
    </Container>
  );
}

export function PrintBoardLoading() {
  useDocumentTitle('Print board');
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <Spinner size="lg" label="Loading the printable board" />
    </div>
  );
}
