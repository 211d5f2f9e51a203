import { BadgeCheck } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function AgeVerificationPage() {
  return (
    <PlannedPage
      title="Age & Location Verification"
      icon={<BadgeCheck />}
      description="Confirm you are 18 or older and located in the United States to play paid pools."
      items={[
        'Your date of birth, state of residence and country.',
        'Players must be at least 18 (some states set a higher age) and located in the US.',
        'Once verified, paid pools unlock; free pools stay open to everyone.',
      ]}
    />
  );
}
