// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../api';
import { FormField } from './form-field';
import { schemaResolver } from './schema-resolver';
import { useApiForm } from './use-api-form';

/** A request schema as the server would hold it: numbers are numbers. */
const requestSchema = z.object({
  name: z.string().trim().min(3, 'Name must be at least 3 characters'),
  seats: z.number({ message: 'Seats must be a number' }).int().min(1, 'At least 1 seat'),
  note: z.string().max(5, 'Note is too long'),
});
type Values = { name: string; seats: string; note: string };
const resolver = schemaResolver(requestSchema, {
  toRequest: (values: Values) => ({ ...values, seats: values.seats.trim() === '' ? undefined : Number(values.seats) }),
  check: (values) => (values.note === 'taken' ? { note: 'That note is taken' } : {}),
});

function refusal(issues: { path: (string | number)[]; message: string }[]): ApiRequestError {
  return new ApiRequestError(400, 'Bad Request', JSON.stringify({ message: 'Invalid request', code: 'validation_failed', issues }));
}

type TestFormProps = {
  submit: (payload: z.output<typeof requestSchema>) => Promise<unknown>;
  onFailure?: () => Record<string, string> | void;
  /** The fields are disabled while the request is out, as some forms do. */
  lockWhileBusy?: boolean;
};

function TestForm({ submit, onFailure, lockWhileBusy = false }: TestFormProps) {
  const form = useApiForm({ defaultValues: { name: '', seats: '', note: '' }, resolver, submit, onFailure });
  return (
    <form noValidate aria-label="Test" onSubmit={form.onSubmit}>
      {(['name', 'seats', 'note'] as const).map((name) => (
        <FormField key={name} control={form.control} name={name} id={`test-${name}`} label={name}>
          {(field) => <input {...field} disabled={lockWhileBusy && form.busy} />}
        </FormField>
      ))}
      <button type="submit" disabled={form.busy}>
        Save
      </button>
    </form>
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(cleanup);

describe('useApiForm', () => {
  it("checks by the schema before sending: each message under its field, focus on the first field in error", async () => {
    const submit = vi.fn(async () => undefined);
    render(<TestForm submit={submit} />);
    type('name', 'Ann');
    save();
    expect(await screen.findByText('Seats must be a number')).toBeTruthy();
    expect(document.activeElement).toBe(input('seats'));
    expect(input('seats').getAttribute('aria-invalid')).toBe('true');
    expect(input('seats').getAttribute('aria-describedby')).toBe('test-seats-error');
    expect(input('name').getAttribute('aria-invalid')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('focuses the first field in error also when the fields are disabled while the form checks them', async () => {
    render(<TestForm submit={vi.fn(async () => undefined)} lockWhileBusy />);
    type('name', 'Ann');
    input('note').focus();
    save();
    expect(await screen.findByText('Seats must be a number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('seats')));
  });

  it("the form's own check adds its message", async () => {
    render(<TestForm submit={vi.fn(async () => undefined)} />);
    type('name', 'Ann');
    type('seats', '2');
    type('note', 'taken');
    save();
    expect(await screen.findByText('That note is taken')).toBeTruthy();
    expect(document.activeElement).toBe(input('note'));
  });

  it("sends the schema's output, busy until the answer comes", async () => {
    let answer: () => void = () => undefined;
    const submit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<TestForm submit={submit} />);
    type('name', '  Ann  ');
    type('seats', '3');
    save();
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ name: 'Ann', seats: 3, note: '' }));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    answer();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("puts a refused request's issues on their fields and focuses the first in form order", async () => {
    const submit = vi.fn(async () => {
      throw refusal([
        { path: ['note'], message: 'The server refuses this note' },
        { path: ['seats'], message: 'Not that many seats left' },
      ]);
    });
    render(<TestForm submit={submit} />);
    type('name', 'Ann');
    type('seats', '3');
    save();
    expect(await screen.findByText('Not that many seats left')).toBeTruthy();
    expect(screen.getByText('The server refuses this note')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('seats')));
    expect(input('seats').getAttribute('aria-invalid')).toBe('true');
  });

  it('focuses the refused field once the fields are enabled again, when they are locked while the request is out', async () => {
    const submit = vi.fn(async () => {
      throw refusal([{ path: ['name'], message: 'That name is taken' }]);
    });
    render(<TestForm submit={submit} lockWhileBusy />);
    type('name', 'Ann');
    type('seats', '3');
    input('seats').focus();
    save();
    expect(await screen.findByText('That name is taken')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('name')));
    expect(input('name').disabled).toBe(false);
  });

  it('puts the field errors onFailure names on their fields too', async () => {
    const submit = vi.fn(async () => {
      throw new ApiRequestError(409, 'Conflict', JSON.stringify({ message: 'Name taken', code: 'conflict' }));
    });
    render(<TestForm submit={submit} onFailure={() => ({ name: 'Name taken' })} />);
    type('name', 'Ann');
    type('seats', '3');
    save();
    expect(await screen.findByText('Name taken')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('name')));
  });
});
