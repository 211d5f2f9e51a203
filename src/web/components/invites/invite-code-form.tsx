import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Ticket } from 'lucide-react';
import { normalizeInviteCode } from '../../../domain/invite-code';
import { joinPath } from '../../../domain/pool-links';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { FieldError, fieldControlProps, fieldErrorId } from '../ui/field';
import { Input } from '../ui/input';

export const HAVE_INVITE_CODE = 'Have an invite code?';
export const JOIN_WITH_CODE = 'Join';
export const INVITE_CODE_REQUIRED = 'Type the invite code the organizer gave you.';
export const INVITE_CODE_INVALID = "That isn't an invite code: it has 13 letters and digits, like AB12-CD34-EF567.";

/**
 * "Have an invite code?" (D11): the code the organizer read out or texted, typed in any case, with or
 * without dashes and spaces. It opens the code's invite link, /join/{code}, which joins the pool and says
 * what went wrong when no pool has that code, so a typed code and a followed link behave alike.
 */
export function InviteCodeForm({ className }: { className?: string }) {
  const inputId = useId();
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return setError(INVITE_CODE_REQUIRED);
    const normalized = normalizeInviteCode(code);
    if (!normalized) return setError(INVITE_CODE_INVALID);
    navigate(joinPath(normalized));
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={HAVE_INVITE_CODE}
      data-testid="invite-code-form"
      className={cn('grid gap-2 rounded-xl border border-border bg-card px-4 py-3.5 shadow-xs sm:px-5', className)}
    >
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-bold text-ink-900">
        <Ticket aria-hidden className="size-4 shrink-0 text-turf-700" />
        {HAVE_INVITE_CODE}
      </label>
      <div className="flex min-w-0 gap-2">
        <Input
          {...fieldControlProps(inputId, { error })}
          name="inviteCode"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder="XXXX-XXXX-XXXXX"
          className="min-w-0 flex-1 font-mono uppercase placeholder:normal-case"
        />
        <Button type="submit" className="shrink-0">
          {JOIN_WITH_CODE}
        </Button>
      </div>
      {error ? <FieldError id={fieldErrorId(inputId)}>{error}</FieldError> : null}
    </form>
  );
}
