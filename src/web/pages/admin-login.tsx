import { Link, useSearch } from 'wouter';
import { KeyRound } from 'lucide-react';
import { AdminLoginForm } from '../features/auth';
import { useAuth } from '../lib/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';
import { fullName } from '../lib/utils';
import { AuthCardIcon, AuthCardPage } from '../components/page/auth-card-page';

/** /admin-login (both route tables): username and password for administrators (spec; DESIGN D6). */
export default function AdminLoginPage() {
  useDocumentTitle('Admin Sign In');
  const { user } = useAuth();
  // The identity provider sends an admin with a second factor here for the second step.
  const secondStepFirst = new URLSearchParams(useSearch()).get('step') === 'second-factor';
  const signedInAs = user ? fullName(user.firstName, user.lastName) || user.email || 'a player' : null;

  return (
    <AuthCardPage
      icon={
        <AuthCardIcon>
          <KeyRound />
        </AuthCardIcon>
      }
      title="Admin Sign In"
      description="For administrators of this Squares site. Use the username and password you were given."
      footer={
        <p>
          Playing, not administering?{' '}
          <Link href="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
            Players sign in at /login
          </Link>
        </p>
      }
    >
      {signedInAs && !secondStepFirst ? (
        <p className="rounded-lg bg-muted px-4 py-3 text-sm text-ink-700">
          You're signed in as <span className="font-semibold text-ink-900">{signedInAs}</span>. Signing in here
          switches to the administrator account.
        </p>
      ) : null}
      <AdminLoginForm secondStepFirst={secondStepFirst} />
    </AuthCardPage>
  );
}
