import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { CircleAlert, LoaderCircle, Lock, ShieldCheck, UserPlus } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../components/ui/button';
import { AuthCardPage } from '../components/page/auth-card-page';
import { signInErrorMessage } from '../features/auth';

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const [connecting, setConnecting] = useState(false);
  const problem = signInErrorMessage(useSearch());

  // Coming back with the browser's Back button restores this page from cache: make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setConnecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const signIn = () => {
    setConnecting(true);
    window.location.assign('/api/login');
  };

  return (
    <AuthCardPage
      title="Sign in to Squares"
      description="Claim your squares, follow every quarter and collect your winnings."
    >
      {problem ? (
        <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>{problem}</p>
        </div>
      ) : null}
      <div className="grid gap-3">
        <Button size="lg" className="w-full" onClick={signIn} disabled={connecting} aria-busy={connecting}>
          {connecting ? (
            <>
              <LoaderCircle aria-hidden className="animate-spin" />
              Connecting...
            </>
          ) : (
            <>
              <Lock aria-hidden />
              Sign In to Play
            </>
          )}
        </Button>
        <p className="text-center text-sm">
          <Link
            href="/test-registration"
            className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            New here? <span className="font-semibold text-primary">Create a local account</span>
          </Link>
        </p>
      </div>
      <div className="flex gap-3 rounded-xl bg-turf-50 p-4 text-sm text-turf-900">
        <UserPlus aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>
          <span className="font-semibold">First time signing in?</span> New users are registered automatically the first
          time they sign in. No separate sign-up needed.
        </p>
      </div>
      <p className="flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
        <ShieldCheck aria-hidden className="size-4 text-turf-700" />
        18+ · US only · Entries held in escrow
      </p>
    </AuthCardPage>
  );
}
