import type { ComponentProps, FormEventHandler } from 'react';
import { Ticket } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import { FieldError, fieldControlProps, fieldErrorId } from '../ui/field';
import { Input } from '../ui/input';

export const HAVE_INVITE_CODE = 'Have an invite code?';
export const JOIN_WITH_CODE = 'Join';
export const INVITE_CODE_REQUIRED = 'Type the invite code the organizer gave you.';
export const INVITE_CODE_INVALID = "That isn't an invite code: it has 13 letters and digits, like AB12-CD34-EF567.";

const FRAME = 'grid gap-2 rounded-xl border border-border bg-card px-4 py-3.5 shadow-xs sm:px-5';

type InviteCodeFrameProps = {
  inputId: string;
  className?: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The input's binding to the form. */
  input: Omit<ComponentProps<'input'>, 'id'>;
  error: string | undefined;
};

/** The box's inside: label, code input, Join and the error. */
function FrameContent({ inputId, input, error }: Pick<InviteCodeFrameProps, 'inputId' | 'input' | 'error'>) {
  return (
    <>
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-bold text-ink-900">
        <Ticket aria-hidden className="size-4 shrink-0 text-turf-700" />
        {HAVE_INVITE_CODE}
      </label>
      <div className="flex min-w-0 gap-2">
        <Input
          {...input}
          {...fieldControlProps(inputId, { error })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder="XXXX-XXXX-XXXXX"
          className="min-w-0 flex-1 font-mono uppercase placeholder:normal-case"
        />
        <Button type="submit" className="shrink-0" disabled={input.disabled}>
          {JOIN_WITH_CODE}
        </Button>
      </div>
      {error ? <FieldError id={fieldErrorId(inputId)}>{error}</FieldError> : null}
    </>
  );
}

/** The "Have an invite code?" form. */
export function InviteCodeFrame({ inputId, className, onSubmit, input, error }: InviteCodeFrameProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={HAVE_INVITE_CODE} data-testid="invite-code-form" className={cn(FRAME, className)}>
      <FrameContent inputId={inputId} input={input} error={error} />
    </form>
  );
}

/**
 * The same box while the form's code loads: the page keeps its layout, and nothing in it can be used or
 * found (hidden from screen readers, inert), so the form that replaces it is the one people meet.
 */
export function InviteCodePlaceholder({ inputId, className }: { inputId: string; className?: string | undefined }) {
  return (
    <div aria-hidden inert className={cn(FRAME, className)}>
      <FrameContent inputId={inputId} input={{ disabled: true }} error={undefined} />
    </div>
  );
}
