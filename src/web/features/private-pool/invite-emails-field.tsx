import { useState, type KeyboardEvent, type Ref } from 'react';
import { Plus, X } from 'lucide-react';
import { MAX_INVITES_PER_REQUEST } from '../../../domain/schemas/private-pool';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { addInviteEmail, type InviteEmailsValue } from './form-model';
import { DUPLICATE_EMAIL_NOTE } from './messages';

type InviteEmailsFieldProps = {
  id: string;
  /** The addresses added, and the one being typed: the form adds it on submit too, so a forgotten 'Add' loses nothing. */
  value: InviteEmailsValue;
  onChange: (value: InviteEmailsValue) => void;
  /** Takes the address input: where focus goes when the field is in error. */
  focusRef: Ref<HTMLInputElement>;
  error: string | undefined;
  onError: (message: string | undefined) => void;
};

/** Invite e-mails (spec section 2): 'Add' is disabled when blank, a duplicate is ignored, each one checked. */
export function InviteEmailsField({ id, value, onChange, focusRef, error, onError }: InviteEmailsFieldProps) {
  const [note, setNote] = useState('');
  const { emails, draft } = value;

  const add = () => {
    const result = addInviteEmail(emails, draft);
    if (result.kind === 'blank') return;
    if (result.kind === 'invalid') {
      onError(result.message);
      setNote('');
      return;
    }
    onError(undefined);
    if (result.kind === 'duplicate') {
      onChange({ emails, draft: '' });
      setNote(DUPLICATE_EMAIL_NOTE(result.email));
      return;
    }
    onChange({ emails: result.emails, draft: '' });
    setNote(`Added ${result.emails.at(-1) ?? ''}.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the address rather than submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const remove = (email: string) => {
    onChange({ emails: emails.filter((item) => item !== email), draft });
    setNote(`Removed ${email}.`);
    document.getElementById(id)?.focus();
  };

  return (
    <div className="grid gap-3">
      <Field
        id={id}
        label="Invite by e-mail"
        aside="Optional"
        hint={`Each person gets an e-mail with the link to join. Up to ${MAX_INVITES_PER_REQUEST} at once.`}
        error={error}
      >
        <div className="flex gap-2">
          <Input
            {...fieldControlProps(id, { error, hint: true })}
            ref={focusRef}
            type="email"
            name="inviteEmail"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="friend@example.com"
            value={draft}
            onChange={(event) => {
              if (error) onError(undefined);
              onChange({ emails, draft: event.target.value });
              if (note) setNote('');
            }}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="outline" onClick={add} disabled={draft.trim() === ''}>
            <Plus aria-hidden />
            Add
          </Button>
        </div>
      </Field>
      <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {note}
      </p>
      {emails.length > 0 ? (
        <ul aria-label="People to invite" className="flex flex-wrap gap-2">
          {emails.map((email) => (
            <li
              key={email}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-1 pr-1 pl-3 text-sm"
            >
              <span className="truncate">{email}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="size-6 rounded-full"
                aria-label={`Remove ${email}`}
                onClick={() => remove(email)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
