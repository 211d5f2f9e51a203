import { expect, test } from '@playwright/test';
import { registerPayingPlayer } from './support/paying-players';
import { signIn } from './support/players';

/**
 * /age-verification checks every field itself and says what is missing under it, in the app's words
 * (age-form.ts), the way it does for the date of birth: never the browser's own tooltip, and nothing is
 * sent until the form is complete.
 */
test('a missing state, country or date of birth gets its own message under the field @phone', async ({ page, baseURL }) => {
  const player = await registerPayingPlayer(baseURL!, '127.0.0.90', { firstName: 'Stella', lastName: 'Stateless' });
  await signIn(page, player);
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/verify-age') sent++;
  });
  await page.goto('/age-verification');
  const form = page.getByRole('form', { name: 'Age and location verification' });
  const dob = form.getByLabel('Date of Birth');
  const state = form.getByRole('combobox', { name: 'State of Residence' });
  const country = form.getByRole('combobox', { name: 'Country' });
  const verify = form.getByRole('button', { name: 'Verify' });

  // Date of birth and country given, no state.
  await dob.fill('1990-04-12');
  await country.selectOption({ label: 'United States' });
  await verify.click();
  await expect(form.getByText('Please select your state of residence', { exact: true })).toBeVisible();
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expect(state).toBeFocused();
  await expect(dob).not.toHaveAttribute('aria-invalid', 'true');

  // Nothing at all: one message per field.
  await page.reload();
  await verify.click();
  await expect(form.getByText('Please enter your date of birth', { exact: true })).toBeVisible();
  await expect(form.getByText('Please select your state of residence', { exact: true })).toBeVisible();
  await expect(form.getByText('Please select your country', { exact: true })).toBeVisible();
  for (const field of [dob, state, country]) await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dob).toBeFocused();

  // The form complete: the messages go and the check is sent once.
  await dob.fill('1990-04-12');
  await state.selectOption({ label: 'California' });
  await country.selectOption({ label: 'United States' });
  await verify.click();
  await expect(page.getByText('Verification Complete', { exact: true })).toBeVisible();
  await expect(form.getByText(/^Please (enter|select) your/)).toHaveCount(0);
  expect(sent).toBe(1);
});
