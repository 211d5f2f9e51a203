import { useState, type FormEvent } from 'react';
import { LoaderCircle, PlusCircle, Trophy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { ApiRequestError, errorReference } from '../../lib/api';
import { fieldErrorsFromApiError, firstInvalidField, type FieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast/use-toast';
import { ConsoleCard } from './console-card';
import { ERROR_TITLE, LEAGUE_CREATE_FAILED, LEAGUE_CREATED, failureMessage } from './console-messages';
import { useCreateLeague } from './console-queries';
import { EMPTY_LEAGUE_FORM, LEAGUE_FIELDS, SPORT_OPTIONS, validateLeagueForm, type LeagueField, type LeagueFormValues } from './league-form-model';

const id = (field: LeagueField) => `league-${field}`;

/** Create a league (spec section 2): League Code, Display Name, Sport. */
export function LeagueForm() {
  const [values, setValues] = useState<LeagueFormValues>(EMPTY_LEAGUE_FORM);
  const [errors, setErrors] = useState<FieldErrors<LeagueField>>({});
  const create = useCreateLeague();

  const update = <K extends LeagueField>(field: K, value: LeagueFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const showErrors = (found: FieldErrors<LeagueField>) => {
    setErrors(found);
    const first = firstInvalidField(found, LEAGUE_FIELDS);
    if (first) document.getElementById(id(first))?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const check = validateLeagueForm(values);
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    create.mutate(check.payload, {
      onSuccess: (league) => {
        toast({ title: LEAGUE_CREATED, description: `${league.name} · ${league.displayName}`, variant: 'success' });
        setValues(EMPTY_LEAGUE_FORM);
      },
      onError: (error) => {
        toast({ title: ERROR_TITLE, description: failureMessage(error, LEAGUE_CREATE_FAILED), variant: 'destructive', reference: errorReference(error) });
        const found = fieldErrorsFromApiError(error, LEAGUE_FIELDS);
        // A taken code (409) is about the League Code field.
        if (error instanceof ApiRequestError && error.status === 409) found.name = failureMessage(error, LEAGUE_CREATE_FAILED);
        if (Object.keys(found).length > 0) showErrors(found);
      },
    });
  };

  const busy = create.isPending;
  return (
    <ConsoleCard id="league-form-title" icon={<Trophy />} title="Create League" description="A new league starts active, without weeks (its dashboard shows the current season).">
      <form noValidate onSubmit={onSubmit} aria-label="Create League" aria-busy={busy} className="grid gap-4">
        <Field id={id('name')} label="League Code" hint="2 to 10 letters, e.g. NFL. Shown upper-case." error={errors.name}>
          <Input
            {...fieldControlProps(id('name'), { error: errors.name, hint: true })}
            name="name"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            placeholder="NFL"
            className="uppercase placeholder:normal-case"
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
          />
        </Field>
        <Field id={id('displayName')} label="Display Name" error={errors.displayName}>
          <Input
            {...fieldControlProps(id('displayName'), { error: errors.displayName })}
            name="displayName"
            autoComplete="off"
            maxLength={60}
            placeholder="National Football League"
            value={values.displayName}
            onChange={(event) => update('displayName', event.target.value)}
          />
        </Field>
        <Field id={id('sport')} label="Sport" error={errors.sport}>
          <NativeSelect
            {...fieldControlProps(id('sport'), { error: errors.sport })}
            name="sport"
            value={values.sport}
            onChange={(event) => update('sport', event.target.value as LeagueFormValues['sport'])}
          >
            {SPORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" disabled={busy} aria-busy={busy} className="justify-self-start">
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <PlusCircle aria-hidden />}
          {busy ? 'Creating League…' : 'Create League'}
        </Button>
      </form>
    </ConsoleCard>
  );
}
