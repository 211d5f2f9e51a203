import { useForm } from 'react-hook-form';
import { Filter, X } from 'lucide-react';
import { auditLogQuerySchema } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { actionLabel, NO_AUDIT_FILTERS, type AuditFilters } from './audit-log-model';

const ALL_ACTIONS = 'all';

/** The actor as the log's query takes it: trimmed, and left out when blank. */
const actorResolver = schemaResolver(auditLogQuerySchema.pick({ actor: true }), {
  toRequest: (values: { actor: string }) => (values.actor.trim() === '' ? {} : { actor: values.actor }),
});

/**
 * The viewer's filters: the action applies as soon as it is chosen; the actor (an e-mail, username,
 * name, user id, or "system") when the form is submitted.
 */
export function AuditLogFilters({
  filters,
  actions,
  onChange,
}: {
  filters: AuditFilters;
  /** The actions the log holds; null while they load or when they could not be loaded. */
  actions: readonly string[] | null;
  onChange: (filters: AuditFilters) => void;
}) {
  const form = useForm({ defaultValues: { actor: filters.actor }, resolver: actorResolver });
  const filtered = filters.action !== null || filters.actor !== '';
  // An action chosen before the list arrived still shows as an option.
  const options = actions && filters.action && !actions.includes(filters.action) ? [...actions, filters.action] : (actions ?? []);

  const submit = form.handleSubmit(({ actor }) => onChange({ ...filters, actor: actor ?? '' }));

  return (
    <form role="search" aria-label="Filter the audit log" onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="audit-action">Action</Label>
        <NativeSelect id="audit-action" value={filters.action ?? ALL_ACTIONS} onChange={(event) => onChange({ ...filters, action: event.target.value === ALL_ACTIONS ? null : event.target.value })}>
          <option value={ALL_ACTIONS}>All actions</option>
          {options.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-actor">Actor</Label>
        <Input {...form.register('actor')} id="audit-actor" type="search" maxLength={254} placeholder="E-mail, username, name, user id or system" />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="outline">
          <Filter aria-hidden />
          Filter
        </Button>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              form.reset({ actor: '' });
              onChange(NO_AUDIT_FILTERS);
            }}
          >
            <X aria-hidden />
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
