import { KeyRound } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function AdminLoginPage() {
  return (
    <PlannedPage
      title="Admin Sign In"
      icon={<KeyRound />}
      description="Administrators sign in here with their username and password."
      items={['A username and password form; both are required.', 'A clear message when the credentials are not accepted.']}
      back={{ href: '/', label: 'Back to home' }}
    />
  );
}
