import { NflSchedule } from '../features/nfl-schedule';

/** /nfl-schedule: the NFL schedule of the league's season (D10). */
export default function NflSchedulePage() {
  return <NflSchedule />;
}
