import { ScoreFeedTester } from '../features/score-feed';

/** Admins only: everyone else gets 'Access Denied' from the route view (app/admin-pages.ts). */
export default function ScoreFeedTestPage() {
  return <ScoreFeedTester />;
}
