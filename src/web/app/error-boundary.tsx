import { Component, type ReactNode } from 'react';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { isAuthNoise } from '../lib/auth-errors';
import { Button } from '../components/ui/button';

type Props = {
  children: ReactNode;
  /** When this changes (e.g. the route), a caught error is cleared. */
  resetKey?: string;
};

type State = { failed: boolean; error: unknown };

/**
 * Catches render errors below it: 'Something went wrong' with 'Try again' (spec section 2).
 * Errors that only mean "signed out" (401, Unauthorized, Not authenticated) render nothing.
 * Logging happens once, in the root's onCaughtError (main.tsx), which skips those too.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ failed: false, error: null });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (isAuthNoise(this.state.error)) return null;
    return <ErrorFallback onRetry={this.reset} />;
  }
}

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-20 text-center">
      <div aria-hidden className="grid size-14 place-items-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert className="size-7" />
      </div>
      <h2 className="text-2xl font-extrabold tracking-tight">Something went wrong</h2>
      <p className="text-muted-foreground">
        This part of the page hit an unexpected problem. Trying again usually fixes it.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden />
          Try again
        </Button>
        <Button variant="outline" asChild>
          <a href="/">Go to home</a>
        </Button>
      </div>
    </div>
  );
}
