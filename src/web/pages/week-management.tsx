import { CalendarRange } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function WeekManagementPage() {
  return (
    <PlannedPage
      title="Week Management"
      eyebrow="Admin"
      icon={<CalendarRange />}
      description="Move a league to its next week of games once every game of the current week is complete."
      items={[
        'The current active week with its code and label (Preseason Week 1 by default) and how many games it has.',
        'A reminder to advance only when all games of the week are complete.',
        "A week selector and an 'Advance to {week}' button.",
        'What advancing does: players see only the new week, previous pools become read-only, new pools open.',
      ]}
    />
  );
}
