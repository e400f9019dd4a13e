import { expect, test, type APIRequestContext } from '@playwright/test';
import { prepareVisit } from '../support/session';
import { fillSignUp } from '../support/sign-up';

// Against the reference server: the SMS code is random and the server keeps what it would have
// sent in its development outbox, which stands in for the player's phone here. The trial bonus
// is credited once the phone is verified.
test.describe.configure({ timeout: 90_000 });
const FIRST_PAINT = { timeout: 30_000 };

/** The newest code the server would have texted to a phone number, from its outbox. */
async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as Array<{
        channel: string;
        recipient: string;
        body: string;
      }>;
      const text = outbox.find((item) => item.channel === 'sms' && item.recipient.endsWith(phone));
      code = text?.body.match(/\b\d{6}\b/)?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('registration with the trial bonus: the texted code verifies the phone, then the bonus', async ({
  page,
  request,
}) => {
  const username = `sms${Date.now().toString(36)}`;
  const phone = `532${String(Date.now()).slice(-7)}`;
  await prepareVisit(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click(FIRST_PAINT);
  const dialog = await fillSignUp(page.getByRole('dialog', { name: 'Sign Up' }), 'en', {
    username,
    phone,
  });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const sms = page.getByRole('dialog');
  const field = sms.getByLabel('SMS Code');
  await expect(field).toBeVisible(FIRST_PAINT);
  // A wrong code first: refused, the field emptied for another try.
  const code = await textedCode(request, phone);
  await field.fill(code === '000000' ? '111111' : '000000');
  await sms.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The verification code is wrong.')).toBeVisible();
  await field.fill(code);
  await sms.getByRole('button', { name: 'Verify' }).click();

  const celebration = page.getByRole('dialog', { name: 'Congratulations!' });
  await celebration.getByRole('button', { name: 'Yes' }).click(FIRST_PAINT);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page
      .getByRole('banner')
      .getByText(/₺[\d.,]+/)
      .first(),
  ).toHaveText('₺100,00');
});
