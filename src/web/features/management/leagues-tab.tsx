import { LeagueForm } from './league-form';
import { LeagueList } from './league-list';

/** The console's Leagues tab (spec section 2): the create form and the list of leagues. */
export function LeaguesTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <LeagueForm />
      <LeagueList />
    </div>
  );
}
