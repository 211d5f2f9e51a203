import { lazy, Suspense, useId } from 'react';
import { InviteCodePlaceholder } from './invite-code-frame';

export { HAVE_INVITE_CODE, INVITE_CODE_INVALID, INVITE_CODE_REQUIRED, JOIN_WITH_CODE } from './invite-code-frame';

/** The form and its forms library load just after the page: they are not part of the dashboard's first load (its JavaScript budget). */
const InviteCodeFormBody = lazy(() => import('./invite-code-form-body'));

/**
 * "Have an invite code?" (D11): the code the organizer read out or texted, typed in any case, with or
 * without dashes and spaces. It opens the code's invite link, /join/{code}, which joins the pool and says
 * what went wrong when no pool has that code, so a typed code and a followed link behave alike. Until the
 * form's code is in, a placeholder of the same size holds its place.
 */
export function InviteCodeForm({ className }: { className?: string }) {
  const placeholderId = useId();
  return (
    <Suspense fallback={<InviteCodePlaceholder inputId={placeholderId} className={className} />}>
      <InviteCodeFormBody className={className} />
    </Suspense>
  );
}
