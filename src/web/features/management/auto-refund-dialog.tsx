import { LoaderCircle, Save } from 'lucide-react';
import { useController } from 'react-hook-form';
import type { AutoRefundSettings } from '../../../domain/auto-refund';
import { AUTO_REFUND_MAX_MINUTES } from '../../../domain/auto-refund';
import { Button } from '../../components/ui/button';
import { ChoiceField } from '../../components/ui/choice-field';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { FieldError, fieldControlProps, fieldErrorId, fieldHintId } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { fieldErrorsFromApiError, serverMessageOr } from '../../lib/form-errors';
import { useApiForm, type ApiForm } from '../../lib/forms/use-api-form';
import { toast } from '../../lib/toast/use-toast';
import { autoRefundResolver, formFromSettings, type AutoRefundForm } from './auto-refund-form';
import { useSaveAutoRefund } from './system-queries';

export const AUTO_REFUND_SAVED = 'Auto-refund settings saved';
const MINUTES_ID = 'auto-refund-minutes';
const EMAIL_ID = 'auto-refund-email';
const FORM_ERROR_ID = 'auto-refund-form-error';
const FIELDS = ['refundAt', 'minutesBefore', 'emailPlayers'] as const;

/** The form inside the dialog; mounted fresh each time the dialog opens, from the saved setting. */
function AutoRefundSettingsForm({ saved, onDone }: { saved: AutoRefundSettings; onDone: () => void }) {
  const save = useSaveAutoRefund();
  const form: ApiForm<AutoRefundForm, AutoRefundSettings> = useApiForm({
    defaultValues: formFromSettings(saved),
    resolver: autoRefundResolver,
    submit: async (settings) => {
      await save.mutateAsync(settings);
      toast({ title: AUTO_REFUND_SAVED, variant: 'success' });
      onDone();
    },
    // A refusal that names no field is said above the buttons.
    onFailure: (error) => {
      if (Object.keys(fieldErrorsFromApiError(error, FIELDS)).length > 0) return;
      form.setError('root', { type: 'server', message: serverMessageOr(error, 'The settings could not be saved. Please try again.') });
    },
  });
  const { control, busy } = form;
  const refundAt = useController({ control, name: 'refundAt' });
  const minutes = useController({ control, name: 'minutesBefore' });
  const email = useController({ control, name: 'emailPlayers' });
  const before = refundAt.field.value === 'before_kickoff';
  const minutesError = minutes.fieldState.error?.message;
  const formError = form.formState.errors.root?.message;
  const chooseRefundAt = (value: AutoRefundForm['refundAt']) => {
    form.clearErrors();
    refundAt.field.onChange(value);
  };

  return (
    <form noValidate onSubmit={form.onSubmit} aria-describedby={formError ? FORM_ERROR_ID : undefined} className="grid gap-5">
      <fieldset disabled={busy} className="grid min-w-0 gap-4">
        <legend className="mb-1 text-sm font-semibold text-muted-foreground">Refund unfilled paid pools</legend>
        <ChoiceField
          id="auto-refund-at-kickoff"
          type="radio"
          name="refundAt"
          value="kickoff"
          checked={!before}
          ref={before ? undefined : refundAt.field.ref}
          onChange={() => chooseRefundAt('kickoff')}
          label="At kickoff"
          description="Pools take entries until the game starts (the default)."
        />
        <ChoiceField
          id="auto-refund-at-before_kickoff"
          type="radio"
          name="refundAt"
          value="before_kickoff"
          checked={before}
          ref={before ? refundAt.field.ref : undefined}
          onChange={() => chooseRefundAt('before_kickoff')}
          label="Before kickoff"
          description="Pools stop taking entries this many minutes before the game starts, then are refunded."
        />
        <div className="grid gap-2 pl-8">
          <label htmlFor={MINUTES_ID} className="text-sm font-semibold">
            Minutes before kickoff
          </label>
          <Input
            {...minutes.field}
            {...fieldControlProps(MINUTES_ID, { error: before ? minutesError : null, hint: true })}
            inputMode="numeric"
            className="w-32"
            disabled={!before || busy}
          />
          <p id={fieldHintId(MINUTES_ID)} className="text-xs text-muted-foreground">
            From 1 to {AUTO_REFUND_MAX_MINUTES} (24 hours).
          </p>
          {before && minutesError ? <FieldError id={fieldErrorId(MINUTES_ID)}>{minutesError}</FieldError> : null}
        </div>
        <ChoiceField
          {...email.field}
          id={EMAIL_ID}
          type="checkbox"
          value={undefined}
          checked={email.field.value}
          onChange={(event) => email.field.onChange(event.target.checked)}
          label="E-mail players about the refund"
          description={<>Each player whose entry is refunded gets a &lsquo;pool refunded&rsquo; e-mail with the amount.</>}
          error={email.fieldState.error?.message}
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
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {busy ? 'Saving...' : 'Save settings'}
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
