import { Link } from 'wouter';
import { Home } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Container className="grid min-h-[60vh] place-items-center py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <div aria-hidden className="grid grid-cols-3 gap-1.5">
          {['4', '0', '4'].map((digit, index) => (
            <span
              key={index}
              className="grid size-14 place-items-center rounded-lg border border-ink-200 bg-card text-2xl font-black text-ink-900 shadow-card tabular"
            >
              {digit}
            </span>
          ))}
        </div>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight">404 Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">
          That square is off the board. The page may have moved, or the link may be mistyped.
        </p>
        <Button asChild className="mt-6">
          <Link href="/">
            <Home aria-hidden />
            Back to home
          </Link>
        </Button>
      </div>
    </Container>
  );
}
