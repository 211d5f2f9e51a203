import { LimitsSection, NotificationSettings } from '../features/account';
import { useAuth } from '../lib/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';
import { Container } from '../components/ui/container';
import { PageHeader } from '../components/ui/page-header';
import { SignInRequired } from '../components/page/sign-in-required';

/** /settings (signed in): the e-mails the player wants and the limits they set themselves, kept on the server. */
export default function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  if (!user) {
    return (
      <SignInRequired documentTitle="Settings" title="Sign In Required" description="Please sign in to change your settings." />
    );
  }
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PageHeader eyebrow="Account" title="Settings" description="Choose what Squares e-mails you about, and set your own limits." />
      <div className="grid grid-cols-1 gap-6">
        <NotificationSettings email={user.email} />
        <LimitsSection />
      </div>
    </Container>
  );
}
