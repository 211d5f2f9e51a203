import { ManagementConsole } from '../features/management';

/** Admins only: everyone else gets 'Access Denied' from the route view (app/admin-pages.ts). */
export default function ManagementPage() {
  return <ManagementConsole />;
}
