import { expect, signedInAt, test } from '../support/accounts.ts';
import { fill, texts } from '../support/texts.ts';

const { account, errors, nav } = texts.en;
const field = (name: string) => ({ name, exact: true });

test('profile: edit the first name and phone, save, and find them again after a reload', async ({ page, request, isMobile }) => {
  const person = await signedInAt(page, request, '/profile');

  await expect(page.getByRole('tab', { name: account.tabs.profile })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', field(account.profileForm.email))).toHaveValue(person.email);
  await expect(page.getByRole('textbox', field(account.profileForm.email))).not.toBeEditable();
  await page.getByRole('textbox', field(account.profileForm.firstName)).fill('Joséphine');
  await page.getByRole('textbox', field(account.profileForm.phone)).fill('514-555-0199');
  await page.getByRole('button', { name: account.profileForm.submit }).click();
  await expect(page.getByText(account.profileForm.success)).toBeVisible();

  // The header follows the new name at once.
  if (!isMobile) {
    await expect(page.getByRole('button', { name: fill(nav.accountMenu.trigger, { name: `Joséphine ${person.lastName}` }) })).toBeVisible();
  }

  await page.reload();
  await expect(page.getByRole('textbox', field(account.profileForm.firstName))).toHaveValue('Joséphine');
  await expect(page.getByRole('textbox', field(account.profileForm.phone))).toHaveValue('5145550199');
  await expect(page.getByRole('textbox', field(account.profileForm.lastName))).toHaveValue(person.lastName);
});

test('profile: a password change with a wrong current password is refused, the right one works', async ({ page, request }) => {
  const person = await signedInAt(page, request, '/profile');
  await page.getByRole('tab', { name: account.tabs.security }).click();

  const newPassword = `Changed-${person.password}`;
  await page.getByRole('textbox', field(account.security.currentPassword)).fill(`${person.password}-wrong`);
  await page.getByRole('textbox', field(account.security.newPassword)).fill(newPassword);
  await page.getByRole('textbox', field(account.security.confirmPassword)).fill(newPassword);
  await page.getByRole('button', { name: account.security.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(errors.WRONG_CURRENT_PASSWORD);

  await page.getByRole('textbox', field(account.security.currentPassword)).fill(person.password);
  await page.getByRole('button', { name: account.security.submit }).click();
  await expect(page.getByText(account.security.success)).toBeVisible();

  // Still signed in here after the change; the new password is the one the API accepts.
  await page.reload();
  await expect(page.getByRole('tab', { name: account.tabs.security })).toBeVisible();
  const signIn = (password: string) => page.request.post('/api/auth/login', { data: { email: person.email, password, rememberMe: false } });
  expect((await signIn(newPassword)).status()).toBe(200);
  expect((await signIn(person.password)).status()).toBe(401);
});

test('profile: notification preferences start as booking updates, messages and tips on, say what is always sent, and are saved', async ({
  page,
  request,
}) => {
  await signedInAt(page, request, '/profile');
  await page.getByRole('tab', { name: account.tabs.notifications }).click();

  const updates = page.getByRole('switch', { name: account.notifications.bookingUpdates });
  await expect(updates).toBeChecked();
  await expect(page.getByRole('switch', { name: account.notifications.messages })).toBeChecked();
  await expect(page.getByRole('switch', { name: account.notifications.tipsAndOffers })).toBeChecked();
  await expect(page.getByRole('switch')).toHaveCount(3);
  await expect(page.getByText(account.notifications.always)).toBeVisible();
  await updates.uncheck();
  await page.getByRole('button', { name: account.notifications.submit }).click();
  await expect(page.getByText(account.notifications.success)).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: account.tabs.notifications }).click();
  await expect(page.getByRole('switch', { name: account.notifications.bookingUpdates })).not.toBeChecked();
});
