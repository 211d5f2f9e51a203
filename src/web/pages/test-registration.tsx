import { UserPlus } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function TestRegistrationPage() {
  return (
    <PlannedPage
      title="Create Account"
      eyebrow="Test registration"
      icon={<UserPlus />}
      description="Create a test account with an e-mail address and password."
      items={[
        'First Name (required) and Last Name (optional).',
        'Email, and a Password of at least 8 characters with a show/hide toggle.',
        "A 'Create Account' button that signs you in once your account exists.",
      ]}
      back={{ href: '/login', label: 'Back to sign in' }}
    />
  );
}
