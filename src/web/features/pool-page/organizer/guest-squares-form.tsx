/**
 * 'Enter squares for someone' (D19): the squares picked in the cart, entered for someone without an
 * account under the name the organizer gives. Loaded with the organizer's panel only, not the pool page.
 */
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { Coordinate } from '../../../../domain/board';
import type { Pool } from '../../../../domain/schemas';
import { guestSquaresRequestSchema } from '../../../../domain/schemas/private-pool';
import { Button } from '../../../components/ui/button';
import { FieldError, fieldControlProps, fieldErrorId } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { apiJson, errorMessage, errorReference } from '../../../lib/api';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { useApiForm } from '../../../lib/forms/use-api-form';
import { toast } from '../../../lib/toast/use-toast';
import { useRefreshPool } from './use-refresh-pool';

const NAME_ID = 'guest-name';

/** The name as the server takes it (trimmed, 1 to 60 characters); the squares come from the cart. */
const nameResolver = schemaResolver(guestSquaresRequestSchema.pick({ guestName: true }));

type GuestSquaresFormProps = { pool: Pool; selected: readonly Coordinate[]; onEntered: (squares: Coordinate[]) => void };

export default function GuestSquaresForm({ pool, selected, onEntered }: GuestSquaresFormProps) {
  const refresh = useRefreshPool(pool.id);
  const enter = useMutation({
    mutationFn: (body: { guestName: string; squares: Coordinate[] }) => apiJson<{ entered: number }>('POST', `/api/pools/${pool.id}/guest-squares`, body),
  });
  const form = useApiForm({
    defaultValues: { guestName: '' },
    resolver: nameResolver,
    submit: async ({ guestName }) => {
      const squares = selected.map(({ row, column }) => ({ row, column }));
      const result = await enter.mutateAsync({ guestName, squares });
      toast({ title: 'Squares entered', description: `${result.entered} square${result.entered === 1 ? '' : 's'} entered for ${guestName}.`, variant: 'success' });
      form.reset();
      onEntered(squares);
      await refresh();
    },
    onFailure: (error) => {
      toast({ title: 'Error', description: errorMessage(error, 'Could not enter the squares'), variant: 'destructive', reference: errorReference(error) });
    },
  });
  const { busy } = form;
  const error = form.formState.errors.guestName?.message;
  const canSubmit = form.watch('guestName').trim().length > 0 && selected.length > 0 && !busy;

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-2 border-t border-border pt-4" aria-labelledby="guest-squares-title">
      <h3 id="guest-squares-title" className="flex items-center gap-2 text-sm font-bold">
        <UserPlus aria-hidden className="size-4 text-turf-700" />
        Enter squares for someone
      </h3>
      <p className="text-xs text-muted-foreground">
        For someone without an account: pick the squares on the board, then give their name.{' '}
        {selected.length === 0 ? 'No squares selected.' : `${selected.length} square${selected.length === 1 ? '' : 's'} selected.`}
      </p>
      <div className="flex gap-2">
        <label htmlFor={NAME_ID} className="sr-only">
          Name
        </label>
        <Input {...form.register('guestName')} {...fieldControlProps(NAME_ID, { error })} placeholder="Name" maxLength={60} />
        <Button type="submit" disabled={!canSubmit}>
          {busy ? <Spinner size="sm" label="Entering squares" className="[&_svg]:text-current" /> : null}
          Enter squares
        </Button>
      </div>
      {error ? <FieldError id={fieldErrorId(NAME_ID)}>{error}</FieldError> : null}
    </form>
  );
}
