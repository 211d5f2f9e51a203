import { Bell } from 'lucide-react';
import { toast } from '../lib/toast/use-toast';
import { Button } from '../components/ui/button';
import { PlannedPage } from '../components/page/planned-page';

export default function TestPage() {
  return (
    <PlannedPage
      title="Test"
      icon={<Bell />}
      description="A quick check that the app responds to a click and shows notifications."
      items={['One button that raises a notification.', 'Press F8 to jump to the notifications area.']}
    >
      <Button onClick={() => toast({ title: 'It works', description: 'The app received your click.', variant: 'success' })}>
        <Bell aria-hidden />
        Show a test notification
      </Button>
    </PlannedPage>
  );
}
