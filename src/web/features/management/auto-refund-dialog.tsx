import { useState, type FormEvent } from 'react';
import { LoaderCircle, Save } from 'lucide-react';
import type { AutoRefundSettings } from '../../../domain/auto-refund';
import { AUTO_REFUND_MAX_MINUTES } from '../../../domain/auto-refund';
import { Button } from '../../components/ui/button';
import { ChoiceField } from '../../components/ui/choice-field';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FieldError, fieldControlProps, fieldErrorId, fieldHintId } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { fieldErrorsFromApiError, serverMessageOr, type FieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast/use-toast';
import { AUTO_REFUND_FIELDS, formFromSettings, parseAutoRefundForm, type AutoRefundField, type AutoRefundForm } from './auto-refund-form';
import { useSaveAutoRefund } from './system-queries';

export const AUTO_REFUND_SAVED = 'Auto-refund settings saved';
const MINUTES_ID = 'auto-refund-minutes';
const EMAIL_ID = 'auto-refund-email';
const FORM_ERROR_ID = 'auto-refund-form-error';

/** The form inside the dialog; mounted fresh each time the dialog opens, from the saved setting. */
function AutoRefundSettingsForm({ saved, onDone }: { saved: AutoRefundSettings; onDone: () => void }) {
  const [form, setForm] = useState<AutoRefundForm>(() => formFromSettings(saved));
  const [errors, setErrors] = useState<FieldErrors<AutoRefundField>>({});
  const save = useSaveAutoRefund();
  const serverErrors = fieldErrorsFromApiError(save.error, AUTO_REFUND_FIELDS);
  const minutesError = errors.minutesBefore ?? serverErrors.minutesBefore;
  const formError = save.isError && Object.keys(serverErrors).length === 0 ? serverMessageOr(save.error, 'The settings could not be saved. Please try again.') : null;
  const before = form.refundAt === 'before_kickoff';

  const change = (next: Partial<AutoRefundForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setErrors({});
    if (save.isError) save.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = parseAutoRefundForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      document.getElementById(MINUTES_ID)?.focus();
      return;
    }
    save.mutate(parsed.settings, {
      onSuccess: () => {
        toast({ title: AUTO_REFUND_SAVED, variant: 'success' });
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-describedby={formError ? FORM_ERROR_ID : undefined} className="grid gap-5">
      <fieldset disabled={save.isPending} className="grid min-w-0 gap-4">
        <legend className="mb-1 text-sm font-semibold text-muted-foreground">Refund unfilled paid pools</legend>
        <ChoiceField
          id="auto-refund-at-kickoff"
          type="radio"
          name="refundAt"
          value="kickoff"
          checked={!before}
          onChange={() => change({ refundAt: 'kickoff' })}
          label="At kickoff"
          description="Pools take entries until the game starts (the default)."
        />
        <ChoiceField
          id="auto-refund-at-before_kickoff"
          type="radio"
          name="refundAt"
          value="before_kickoff"
          checked={before}
          onChange={() => change({ refundAt: 'before_kickoff' })}
          label="Before kickoff"
          description="Pools stop taking entries this many minutes before the game starts, then are refunded."
        />
        <div className="grid gap-2 pl-8">
          <label htmlFor={MINUTES_ID} className="text-sm font-semibold">
            Minutes before kickoff
          </label>
          <Input
            {...fieldControlProps(MINUTES_ID, { error: before ? minutesError : null, hint: true })}
            inputMode="numeric"
            className="w-32"
            value={form.minutes}
            disabled={!before || save.isPending}
            onChange={(event) => change({ minutes: event.target.value })}
          />
          <p id={fieldHintId(MINUTES_ID)} className="text-xs text-muted-foreground">
            From 1 to {AUTO_REFUND_MAX_MINUTES} (24 hours).
          </p>
          {before && minutesError ? <FieldError id={fieldErrorId(MINUTES_ID)}>{minutesError}</FieldError> : null}
        </div>
        <ChoiceField
          id={EMAIL_ID}
          type="checkbox"
          checked={form.emailPlayers}
          onChange={(event) => change({ emailPlayers: event.target.checked })}
          label="E-mail players about the refund"
          description={<>Each player whose entry is refunded gets a &lsquo;pool refunded&rsquo; e-mail with the amount.</>}
          error={serverErrors.emailPlayers}
          className="border-t border-border pt-4"
        />
      </fieldset>
      {formError ? (
        <p id={FORM_ERROR_ID} role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The configure dialog of the Auto-Refund Settings card (PUT /api/admin/settings/auto-refund). */
export function AutoRefundDialog({ open, onOpenChange, saved }: { open: boolean; onOpenChange: (open: boolean) => void; saved: AutoRefundSettings }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Configure auto-refunds</DialogTitle>
          <DialogDescription>
            Paid pools that don&rsquo;t fill by game time are cancelled and every entry is refunded. Choose when, and whether players are e-mailed.
            Changes apply from the next lifecycle pass, to games already within the new window too.
          </DialogDescription>
        </DialogHeader>
        {open ? <AutoRefundSettingsForm saved={saved} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
