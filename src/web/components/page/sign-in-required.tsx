import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Lock, LogIn } from 'lucide-react';
import { signInHref } from '../../lib/sign-in-link';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { EmptyState } from '../ui/empty-state';

/** The signed-out state of a page that needs an account (spec: My Pools, Create Private Pool). */
export function SignInRequired({
  title,
  description,
  documentTitle,
  icon = <Lock />,
  returnTo,
}: {
  title: string;
  description: ReactNode;
  /** The page's own name for the tab title. */
  documentTitle: string;
  icon?: ReactNode;
  /** Sign in straight away and come back to this path afterwards (instead of the /login page). */
  returnTo?: string;
}) {
  useDocumentTitle(documentTitle);
  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        headingLevel="h1"
        className="mx-auto max-w-lg border-solid py-14 shadow-card"
        icon={icon}
        title={<span className="text-2xl">{title}</span>}
        description={<span className="text-base">{description}</span>}
        action={
          <Button asChild size="lg">
            {returnTo ? (
              <a href={signInHref(returnTo)}>
                <LogIn aria-hidden />
                Sign In
              </a>
            ) : (
              <Link href="/login">
                <LogIn aria-hidden />
                Sign In
              </Link>
            )}
          </Button>
        }
      />
    </Container>
  );
}
