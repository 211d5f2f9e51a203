import { Dashboard } from '../features/dashboard';

/** "/" and "/dashboard" when signed in. */
export default function DashboardPage() {
  return <Dashboard />;
}
