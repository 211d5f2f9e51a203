import { LoaderCircle, PlusCircle, Trophy } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { ApiRequestError, errorReference } from '../../lib/api';
import { FormField } from '../../lib/forms/form-field';
import { useApiForm } from '../../lib/forms/use-api-form';
import { toast } from '../../lib/toast/use-toast';
import { ConsoleCard } from './console-card';
import { ERROR_TITLE, LEAGUE_CREATE_FAILED, LEAGUE_CREATED, failureMessage } from './console-messages';
import { useCreateLeague } from './console-queries';
import { EMPTY_LEAGUE_FORM, leagueResolver, SPORT_OPTIONS, type LeagueFormValues } from './league-form-model';

const id = (field: keyof LeagueFormValues) => `league-${field}`;

/** Create a league (spec section 2): League Code, Display Name, Sport. */
export function LeagueForm() {
  const create = useCreateLeague();
  const form = useApiForm({
    defaultValues: EMPTY_LEAGUE_FORM,
    resolver: leagueResolver,
    submit: async (payload) => {
      const league = await create.mutateAsync(payload);
      toast({ title: LEAGUE_CREATED, description: `${league.name} · ${league.displayName}`, variant: 'success' });
      form.reset(EMPTY_LEAGUE_FORM);
    },
    onFailure: (error) => {
      const message = failureMessage(error, LEAGUE_CREATE_FAILED);
      toast({ title: ERROR_TITLE, description: message, variant: 'destructive', reference: errorReference(error) });
      // A taken code (409) is about the League Code field.
      if (error instanceof ApiRequestError && error.status === 409) return { name: message };
    },
  });

  const { busy, control } = form;
  return (
    <ConsoleCard id="league-form-title" icon={<Trophy />} title="Create League" description="A new league starts active, without weeks (its dashboard shows the current season).">
      <form noValidate onSubmit={form.onSubmit} aria-label="Create League" aria-busy={busy} className="grid gap-4">
        <FormField control={control} name="name" id={id('name')} label="League Code" hint="2 to 10 letters, e.g. NFL. Shown upper-case.">
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={10}
              placeholder="NFL"
              className="uppercase placeholder:normal-case"
            />
          )}
        </FormField>
        <FormField control={control} name="displayName" id={id('displayName')} label="Display Name">
          {(field) => <Input {...field} autoComplete="off" maxLength={60} placeholder="National Football League" />}
        </FormField>
        <FormField control={control} name="sport" id={id('sport')} label="Sport">
          {(field) => (
            <NativeSelect {...field}>
              {SPORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button type="submit" disabled={busy} aria-busy={busy} className="justify-self-start">
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <PlusCircle aria-hidden />}
          {busy ? 'Creating League…' : 'Create League'}
        </Button>
      </form>
    </ConsoleCard>
  );
}
