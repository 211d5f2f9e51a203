import { WeekManagement } from '../features/week-management';

/** Admins only: everyone else gets 'Access Denied' from the route view (app/admin-pages.ts). */
export default function WeekManagementPage() {
  return <WeekManagement />;
}
