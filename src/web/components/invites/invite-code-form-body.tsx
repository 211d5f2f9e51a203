import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useLocation } from 'wouter';
import { normalizeInviteCode } from '../../../domain/invite-code';
import { joinPath } from '../../../domain/pool-links';
import { joinPoolRequestSchema } from '../../../domain/schemas/private-pool';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { useApiForm } from '../../lib/forms/use-api-form';
import { INVITE_CODE_INVALID, INVITE_CODE_REQUIRED, InviteCodeFrame } from './invite-code-frame';

/** The code as the join request takes it, and in the field's own words: missing, or not the shape of a code. */
const inviteCodeResolver = schemaResolver<typeof joinPoolRequestSchema, { inviteCode: string }>(joinPoolRequestSchema, {
  check: ({ inviteCode }) => {
    if (inviteCode.trim() === '') return { inviteCode: INVITE_CODE_REQUIRED };
    return normalizeInviteCode(inviteCode) ? {} : { inviteCode: INVITE_CODE_INVALID };
  },
});

/**
 * The working "Have an invite code?" form, loaded after the page (the forms library is not in the
 * dashboard's first load): a valid code opens its invite link, /join/{code}, which joins the pool.
 */
export default function InviteCodeFormBody({ className }: { className?: string | undefined }) {
  const inputId = useId();
  const [, navigate] = useLocation();
  const form = useApiForm({
    defaultValues: { inviteCode: '' },
    resolver: inviteCodeResolver,
    submit: async ({ inviteCode }) => navigate(joinPath(normalizeInviteCode(inviteCode) ?? inviteCode)),
  });
  const { field, fieldState } = useController({ control: form.control, name: 'inviteCode' });
  return <InviteCodeFrame inputId={inputId} className={className} onSubmit={form.onSubmit} input={field} error={fieldState.error?.message} />;
}
