import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Settings } from 'lucide-react';
import { ProfileOverview, SignOutEverywhere } from '../features/account';
import { useAuth } from '../lib/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { PageHeader } from '../components/ui/page-header';
import { SignInRequired } from '../components/page/sign-in-required';

/** Admins only: loaded when an admin opens the page (its QR code library is no player's concern). */
const TwoStepSignIn = lazy(() => import('../features/two-step').then((feature) => ({ default: feature.TwoStepSignIn })));

/** /profile (signed in): name, e-mail, verification status, an admin's two-step sign-in, and signing out on every device. */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const { user } = useAuth();
  if (!user) {
    return <SignInRequired documentTitle="Profile" title="Sign In Required" description="Please sign in to view your profile." />;
  }
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PageHeader
        eyebrow="Account"
        title="Profile"
        description="Your account as the game sees it."
        actions={
          <Button asChild variant="outline">
            <Link href="/settings">
              <Settings aria-hidden />
              Settings
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        <ProfileOverview user={user} />
        {user.isAdmin ? (
          <Suspense fallback={null}>
            <TwoStepSignIn />
          </Suspense>
        ) : null}
        <SignOutEverywhere />
      </div>
    </Container>
  );
}
