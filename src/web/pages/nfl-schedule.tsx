import { CalendarDays } from 'lucide-react';
import { nflSeasonYear } from '../../domain/nfl-calendar';
import { useLeagues } from '../lib/use-leagues';
import { PlannedPage } from '../components/page/planned-page';

/** Fallback until /api/leagues answers: the season of today's date (DESIGN D10). */
const SEASON_TODAY = nflSeasonYear(new Date());

export default function NflSchedulePage() {
  const { data: leagues } = useLeagues();
  const season = leagues?.find((league) => league.name === 'NFL')?.season ?? SEASON_TODAY;
  return (
    <PlannedPage
      title={`${season} NFL Schedule`}
      icon={<CalendarDays />}
      description="Every game of the NFL season, week by week, with scores as they come in."
      items={[
        "Week filters ('All Weeks' and each week) and a Refresh button.",
        "'Showing x of y games' so you always know what the filter hides.",
        "Each game: week, date and time, 'away @ home', the score once it starts, and a status badge.",
      ]}
    />
  );
}
