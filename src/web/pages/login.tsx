import { useEffect, useState } from 'react';
import { LoaderCircle, Lock, ShieldCheck, UserPlus } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LogoMark } from '../components/brand/logo';

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const [connecting, setConnecting] = useState(false);

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
    <div className="relative isolate overflow-hidden">
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-72 bg-ink-900 bg-turf-lines" />
      <Container className="grid min-h-[calc(100dvh-4rem)] place-items-start justify-items-center pt-12 pb-16 sm:pt-20">
        <Card className="w-full max-w-md shadow-raised">
          <CardHeader className="items-center pt-8 text-center">
            <LogoMark className="size-12" />
            <h1 className="mt-3 text-2xl font-bold tracking-tight">Sign in to Squares</h1>
            <CardDescription className="text-[15px]">
              Claim your squares, follow every quarter and collect your winnings.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 pb-8">
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
            <div className="flex gap-3 rounded-xl bg-turf-50 p-4 text-sm text-turf-900">
              <UserPlus aria-hidden className="mt-0.5 size-5 shrink-0" />
              <p>
                <span className="font-semibold">New here?</span> New users are registered automatically the first time
                they sign in. No separate sign-up needed.
              </p>
            </div>
            <p className="flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
              <ShieldCheck aria-hidden className="size-4 text-turf-700" />
              18+ · US only · Entries held in escrow
            </p>
          </CardContent>
        </Card>
      </Container>
    </div>
  );
}
