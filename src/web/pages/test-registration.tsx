import { Link } from 'wouter';
import { RegistrationForm } from '../features/auth';
import { useDocumentTitle } from '../lib/use-document-title';
import { AuthCardPage } from '../components/page/auth-card-page';

/** /test-registration (signed out): an e-mail and password account, signed in as soon as it exists. */
export default function TestRegistrationPage() {
  useDocumentTitle('Create an account');
  return (
    <AuthCardPage
      title="Create an account"
      description="Sign up with your email and a password. You'll be signed in right away."
      footer={
        <p>
          <Link href="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
            Already have an account? Sign in
          </Link>
        </p>
      }
    >
      <RegistrationForm />
      <p className="text-center text-xs text-muted-foreground">
        Free pools are open to everyone. Paid pools need players 18+ located in an eligible US state.
      </p>
    </AuthCardPage>
  );
}
