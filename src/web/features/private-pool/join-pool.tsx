import { useEffect, useRef, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { LogIn, RotateCw, SearchX, Ticket, Timer } from 'lucide-react';
import { joinPoolResponseSchema } from '../../../domain/schemas/private-pool';
import { apiJson } from '../../lib/api';
import { serverMessageOr } from '../../lib/form-errors';
import { ALL_POOLS_QUERY_KEY, AUTH_USER_QUERY_KEY, USER_POOLS_QUERY_KEY, poolQueryKey } from '../../lib/query-keys';
import { registerHref, signInHref } from '../../lib/sign-in-link';
import { toast } from '../../lib/toast/use-toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import {
  ALREADY_MEMBER_TITLE,
  INVITED_TITLE,
  INVITE_NOT_FOUND_DESCRIPTION,
  INVITE_NOT_FOUND_TITLE,
  JOIN_FAILED_FALLBACK,
  JOIN_FAILED_TITLE,
  JOINING,
  joinFailureKind,
  SIGN_IN_TO_JOIN,
  TOO_MANY_ATTEMPTS,
  WELCOME_DESCRIPTION,
  WELCOME_TITLE,
} from './messages';

/** This page's own path, to come back to after signing in. */
function joinPath(inviteCode: string): string {
  return `/join/${encodeURIComponent(inviteCode)}`;
}

function Frame({ children }: { children: ReactNode }) {
  return <Container className="py-16 sm:py-24">{children}</Container>;
}

const CARD = 'mx-auto max-w-lg border-solid py-14 shadow-card';

/** A visitor: what the link is, and a sign-in that comes back here (GET /api/login?returnTo=). */
function SignedOutInvite({ inviteCode }: { inviteCode: string }) {
  return (
    <Frame>
      <EmptyState
        headingLevel="h1"
        className={CARD}
        icon={<Ticket />}
        title={<span className="text-2xl">{INVITED_TITLE}</span>}
        description={
          <span className="grid gap-3 text-base">
            <span>Sign in to join. You'll come straight back here and join the pool; then you can pick your squares.</span>
            <span className="text-sm">
              Invite code <span className="font-mono font-semibold text-ink-900">{inviteCode}</span>
            </span>
          </span>
        }
        action={
          <>
            <Button asChild size="lg">
              <a href={signInHref(joinPath(inviteCode))}>
                <LogIn aria-hidden />
                {SIGN_IN_TO_JOIN}
              </a>
            </Button>
            <span className="basis-full text-sm text-muted-foreground">
              New to Squares?{' '}
              <Link href={registerHref(joinPath(inviteCode))} className="font-semibold text-turf-800 underline underline-offset-4">
                Create an account
              </Link>{' '}
              and you'll join right after.
            </span>
          </>
        }
      />
    </Frame>
  );
}

const DashboardLink = () => (
  <Button asChild variant="outline">
    <Link href="/dashboard">Go to Dashboard</Link>
  </Button>
);

/** A member: joins once on arrival (POST /api/pools/join), then goes to the pool. */
function JoiningInvite({ inviteCode }: { inviteCode: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: async () => joinPoolResponseSchema.parse(await apiJson<unknown>('POST', '/api/pools/join', { inviteCode })),
    onSuccess: ({ poolId, joined }) => {
      // The pool was invisible to a non-member (D11): forget any 404 cached for it.
      void queryClient.invalidateQueries({ queryKey: poolQueryKey(poolId) });
      void queryClient.invalidateQueries({ queryKey: ALL_POOLS_QUERY_KEY, exact: true });
      void queryClient.invalidateQueries({ queryKey: USER_POOLS_QUERY_KEY });
      toast(joined ? { title: WELCOME_TITLE, description: WELCOME_DESCRIPTION, variant: 'success' } : { title: ALREADY_MEMBER_TITLE });
      // Replace: Back from the pool should not land on a page that joins again.
      navigate(`/pool/${poolId}`, { replace: true });
    },
    onError: (error) => {
      // The session ended meanwhile: follow the server, which shows the signed-out invite.
      if (joinFailureKind(error) === 'signed-out') void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    },
  });

  // Once per arrival, even when effects run twice (React's development checks).
  const started = useRef(false);
  const { mutate } = join;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (join.isError) {
    const kind = joinFailureKind(join.error);
    if (kind === 'not-found') {
      return (
        <Frame>
          <EmptyState
            headingLevel="h1"
            className={CARD}
            icon={<SearchX />}
            title={<span className="text-2xl">{INVITE_NOT_FOUND_TITLE}</span>}
            description={<span className="text-base">{INVITE_NOT_FOUND_DESCRIPTION}</span>}
            action={<DashboardLink />}
          />
        </Frame>
      );
    }
    const limited = kind === 'rate-limited';
    return (
      <Frame>
        <EmptyState
          headingLevel="h1"
          className={CARD}
          icon={limited ? <Timer /> : <RotateCw />}
          title={<span className="text-2xl">{limited ? TOO_MANY_ATTEMPTS : JOIN_FAILED_TITLE}</span>}
          description={
            limited ? undefined : <span className="text-base">{serverMessageOr(join.error, JOIN_FAILED_FALLBACK)}</span>
          }
          action={
            <>
              <Button onClick={() => join.mutate()}>
                <RotateCw aria-hidden />
                Try again
              </Button>
              <DashboardLink />
            </>
          }
        />
      </Frame>
    );
  }

  return (
    <Frame>
      <div className="grid min-h-[40vh] place-items-center">
        <div className="flex flex-col items-center gap-4 text-center">
          <Spinner size="lg" label={JOINING} />
          <p className="text-base font-medium text-muted-foreground" aria-hidden>
            {JOINING}
          </p>
        </div>
      </div>
    </Frame>
  );
}

/** /join/{inviteCode} (D11): visitors are asked to sign in and come back; members join and land on the pool. */
export function JoinPool({ inviteCode, isAuthenticated }: { inviteCode: string; isAuthenticated: boolean }) {
  useDocumentTitle('Join a Private Pool');
  return isAuthenticated ? <JoiningInvite key={inviteCode} inviteCode={inviteCode} /> : <SignedOutInvite inviteCode={inviteCode} />;
}
