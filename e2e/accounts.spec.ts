import { expect, test, type Page } from '@playwright/test';
import { openLogin, openSignUp } from './support/dialogs';
import { languageProject, prepareVisit, type Language } from './support/session';
import { fillSignUp } from './support/sign-up';

// Player accounts, desktop and mobile (the two projects), both languages: login, and registration
// with and without the trial bonus (its SMS code is 123456 in the mock backend, which runs in the
// page). A registration journey fills two dialogs and lazy-loads several parts: on a machine still
// busy with the build it can pass 30 s.
test.describe.configure({ timeout: 60_000 });
// A registration ends in confetti, which a visitor who asked for less motion does not get.
test.use({ reducedMotion: 'no-preference' });
const texts = {
  en: {
    login: 'Login',
    wrongCredentials: 'The username or password is wrong.',
    signUp: 'Sign Up',
    signUpNow: 'Sign Up Now!',
    username: 'Username',
    password: 'Password',
    smsCode: 'SMS Code',
    verify: 'Verify',
    congratulations: 'Congratulations!',
    deposit: 'Deposit',
    yes: 'Yes',
  },
  tr: {
    login: 'Giriş Yap',
    wrongCredentials: 'Kullanıcı adı veya şifre hatalı.',
    signUp: 'Üye Ol',
    signUpNow: 'Hemen Üye Olun!',
    username: 'Kullanıcı Adı',
    password: 'Şifre',
    smsCode: 'SMS Kodu',
    verify: 'Doğrula',
    congratulations: 'Tebrikler!',
    deposit: 'Para Yatır',
    yes: 'Evet',
  },
} as const;

/** A first visit in a language. */
async function visit(page: Page, language: Language) {
  await prepareVisit(page, language);
  await page.goto('/');
}

/** The balance the header shows (the profile button on desktop, the top bar on mobile). */
function balanceText(page: Page) {
  return page.getByRole('banner');
}

for (const language of ['en', 'tr'] as const) {
  const t = texts[language];

  test.describe(`accounts in ${language}`, languageProject(language), () => {
    // In Turkish these two are the component tests' (login-dialog, register-flow and
    // register-dialog: 'speaks Turkish'); the journeys take them once, in English.
    if (language === 'en') {
      test('login failure shows the server message, then login succeeds', async ({ page }) => {
        await visit(page, language);
        const dialog = await openLogin(page, language);
        await dialog.getByLabel(t.username).fill('demo');
        await dialog.getByLabel(t.password, { exact: true }).fill('wrong-password');
        await dialog.getByRole('button', { name: t.login, exact: true }).click();
        await expect(page.getByText(t.wrongCredentials)).toBeVisible();
        await expect(dialog.getByLabel(t.username)).toHaveValue('demo');
        await dialog.getByLabel(t.password, { exact: true }).fill('demo123');
        await dialog.getByRole('button', { name: t.login, exact: true }).click();
        await expect(
          page.getByText(language === 'en' ? 'You are logged in.' : 'Giriş başarılı.'),
        ).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(balanceText(page)).toContainText('₺1.250,75');
      });

      test('registration without the trial bonus ends in the celebration and Deposit', async ({
        page,
      }) => {
        await visit(page, language);
        const login = await openLogin(page, language);
        await login.getByRole('button', { name: t.signUpNow }).click();
        const dialog = await fillSignUp(page.getByRole('dialog', { name: t.signUp }), language, {
          username: `nobonus${language}`,
        });
        await dialog.getByRole('button', { name: t.signUp, exact: true }).click();
        const celebration = page.getByRole('dialog', { name: t.congratulations });
        await expect(celebration).toBeVisible();
        await celebration.getByRole('button', { name: t.deposit, exact: true }).click();
        await expect(page).toHaveURL(/\/dashboard\/deposit$/);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    }

    test('registration with the trial bonus: SMS code wrong then right, then the bonus and confetti', async ({
      page,
    }) => {
      await visit(page, language);
      const dialog = await fillSignUp(await openSignUp(page, language), language, {
        username: `bonus${language}`,
      });
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: t.signUp, exact: true }).click();

      const sms = page.getByRole('dialog');
      const code = sms.getByLabel(t.smsCode);
      await expect(code).toBeVisible();
      await expect(sms.getByRole('button', { name: t.verify })).toBeDisabled();
      await code.fill('000000');
      await sms.getByRole('button', { name: t.verify }).click();
      await expect(
        page.getByText(
          language === 'en' ? 'The verification code is wrong.' : 'Doğrulama kodu hatalı.',
        ),
      ).toBeVisible();
      await expect(code).toHaveValue('');
      await code.fill('123456');
      await sms.getByRole('button', { name: t.verify }).click();

      const celebration = page.getByRole('dialog', { name: t.congratulations });
      await celebration.getByRole('button', { name: t.yes }).click();
      // canvas-confetti draws on a canvas of its own over the page.
      await expect(page.locator('body > canvas')).toBeAttached();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(balanceText(page)).toContainText('₺100,00');
    });
  });
}
