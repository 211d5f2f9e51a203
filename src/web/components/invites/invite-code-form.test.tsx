// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { INVITE_CODE_INVALID, INVITE_CODE_REQUIRED, InviteCodeForm } from './invite-code-form';

function open() {
  const memory = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <InviteCodeForm />
    </Router>,
  );
  return memory;
}

/** The working input (the placeholder's waits, disabled, until the form's code is in). */
async function codeInput(): Promise<HTMLInputElement> {
  const input = () => screen.getByRole('textbox', { name: 'Have an invite code?' }) as HTMLInputElement;
  await waitFor(() => expect(input().disabled).toBe(false));
  return input();
}

afterEach(cleanup);

describe('Have an invite code?', () => {
  it('asks for the code when none is typed, and says when what is typed cannot be one, focusing the field', async () => {
    const memory = open();
    const input = await codeInput();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(INVITE_CODE_REQUIRED)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: 'NOT-A-CODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(INVITE_CODE_INVALID)).toBeTruthy();
    expect(memory.history).toEqual(['/']);
  });

  it('opens the invite link of a code typed in any case, with spaces for dashes', async () => {
    const memory = open();
    const input = await codeInput();
    fireEvent.change(input, { target: { value: ' k7qm 2xrd 9fjta ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/join/K7QM-2XRD-9FJTA'));
  });
});
