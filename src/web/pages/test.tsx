import { ServerCheck } from '../features/server-check';

/** /test: the spec's one-button test page (admins only, app/admin-pages.ts). */
export default function TestPage() {
  return <ServerCheck />;
}
