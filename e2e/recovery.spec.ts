import { expect, test, type Page } from '@playwright/test';
import { openRecovery } from './support/dialogs';
import { prepareVisit, type Language, languageProject } from './support/session';

// The account-recovery wizard, reached from the Login dialog,
// desktop and mobile (the two projects), both languages. Mock backend: player 'demo', reset
// code '123456'.
const texts = {
  en: {
    login: 'Login',
    username: 'Username',
    sendCode: 'Send Code',
    step2:
      'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
    code: 'Reset Code',
    continue: 'Continue',
    password: 'New Password',
    password2: 'Confirm Password',
    change: 'Change Password',
    done: 'Password change successful. You are now directed to the login page.',
  },
  tr: {
    login: 'Giriş Yap',
    username: 'Kullanıcı Adı',
    sendCode: 'Kod Gönder',
    step2:
      'Şifrenizi sıfırlamak için e-posta adresinize bir kod gönderildi. Lütfen bu kodu aşağıdaki alana girin.',
    code: 'Sıfırlama Kodu',
    continue: 'Devam Et',
    password: 'Yeni Şifre',
    password2: 'Şifre Tekrar',
    change: 'Şifreyi Değiştir',
    done: 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
  },
} as const;

// A four-step journey through two lazily loaded dialogs: give it the slow-test budget.
test.beforeEach(() => {
  test.slow();
});

/** A visit in a language; the image popup counts as already seen. */
const visit = (page: Page, language: Language) => prepareVisit(page, language);

for (const language of ['en', 'tr'] as const) {
  const t = texts[language];

  test.describe(`recovery in ${language}`, languageProject(language), () => {
    test('four steps from the Login dialog back to the Login dialog', async ({ page }) => {
      await visit(page, language);
      await page.goto('/');
      const dialog = await openRecovery(page, language);

      await dialog.getByRole('textbox', { name: t.username }).fill('demo');
      await dialog.getByRole('button', { name: t.sendCode }).click();
      await expect(dialog.getByText(t.step2)).toBeVisible();

      await dialog.getByRole('textbox', { name: t.code }).fill('123456');
      await dialog.getByRole('button', { name: t.continue }).click();

      await dialog.getByLabel(t.password, { exact: true }).fill('yeni-sifre');
      await dialog.getByLabel(t.password2, { exact: true }).fill('yeni-sifre');
      await dialog.getByRole('button', { name: t.change }).click();

      await expect(dialog.getByText(t.done)).toBeVisible();
      // The login form opens 1 s after the password is reset.
      await expect(page.getByRole('dialog', { name: t.login })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });
  });
}

test('the dialog is 990 x 699 with its side image at 1280 px, full screen without it at 390 px', async ({
  page,
}) => {
  await visit(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const dialog = await openRecovery(page, 'en');
  const side = dialog.locator('aside');
  await expect(side).toBeVisible();
  await expect.poll(async () => (await side.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  // 699 px high and clamp(110px, 90vw, 990px) wide on desktop, once its opening animation is over.
  await expect.poll(() => dialog.boundingBox()).toMatchObject({ width: 990, height: 699 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(side).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect.poll(() => dialog.boundingBox()).toMatchObject({ width: 390, height: 844 });
});
