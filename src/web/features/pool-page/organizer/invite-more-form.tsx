/**
 * 'Invite more people': addresses typed into one box, checked as the server checks them (its schema),
 * then posted once. Loaded with the organizer's panel only, not the pool page, and so is its check.
 */
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { inviteMoreRequestSchema } from '../../../../domain/schemas/private-pool';
import { Button } from '../../../components/ui/button';
import { fieldControlProps } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { apiJson, errorReference } from '../../../lib/api';
import { serverMessageOr } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { toast } from '../../../lib/toast/use-toast';
import { inviteListParts, parseInviteList } from './invite-list';
import { useRefreshPool } from './use-refresh-pool';

const BOX_ID = 'invite-more';

type InviteMoreValues = { emails: string };

/** The box's addresses (separated by commas, semicolons or spaces) as the request's list; the first bad one named. */
const inviteMoreResolver = schemaResolver(inviteMoreRequestSchema, {
  toRequest: (values: InviteMoreValues) => ({ emails: inviteListParts(values.emails) }),
  check: (values) => {
    const parsed = parseInviteList(values.emails);
    if ('invalid' in parsed) return { emails: `Invalid email address: ${parsed.invalid}` };
    return parsed.emails.length === 0 ? { emails: 'Enter at least one email address' } : {};
  },
});

export default function InviteMoreForm({ poolId }: { poolId: number }) {
  const refresh = useRefreshPool(poolId);
  const invite = useMutation({
    mutationFn: (body: { emails: string[] }) => apiJson<{ added: string[]; alreadyInvited: string[] }>('POST', `/api/pools/${poolId}/invitations`, body),
  });
  const form = useApiForm({
    defaultValues: { emails: '' },
    resolver: inviteMoreResolver,
    submit: async (body) => {
      const result = await invite.mutateAsync(body);
      const sent = result.added.length;
      const skipped = result.alreadyInvited.length;
      toast({
        title: sent > 0 ? 'Invitations Sent' : 'Already Invited',
        description: [sent > 0 ? `${sent} invitation${sent === 1 ? '' : 's'} on the way.` : null, skipped > 0 ? `Already invited: ${result.alreadyInvited.join(', ')} (use Resend).` : null]
          .filter(Boolean)
          .join(' '),
        variant: sent > 0 ? 'success' : 'default',
      });
      form.reset();
      await refresh();
    },
    onFailure: (error) => {
      toast({ title: 'Invitations Not Sent', description: serverMessageOr(error, 'Please try again.'), variant: 'destructive', reference: errorReference(error) });
    },
  });
  const { busy } = form;
  const problem = form.formState.errors.emails?.message;
  const blank = form.watch('emails').trim() === '';

  return (
    <form onSubmit={form.onSubmit} noValidate className="grid gap-1.5">
      <label htmlFor={BOX_ID} className="text-xs font-bold tracking-wider text-muted-foreground uppercase">
        Invite more people
      </label>
      <div className="flex gap-2">
        <Input
          {...form.register('emails', { onChange: () => form.clearErrors('emails') })}
          {...fieldControlProps(BOX_ID, { error: problem })}
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="friend@example.com, another@example.com"
        />
        <Button type="submit" disabled={blank || busy}>
          {busy ? <Spinner size="sm" label="Sending invitations" className="[&_svg]:text-current" /> : <Send aria-hidden />}
          Invite
        </Button>
      </div>
      {problem ? (
        <p id={`${BOX_ID}-error`} role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
