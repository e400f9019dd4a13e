import { expect, test, type Page } from '@playwright/test';
import {
  authDataOf,
  localPhoneOf,
  prepareVisit,
  type Language,
  type SeededPlayer,
  languageProject,
} from './support/session';

// The player's account pages (issue 4; spec 2.4, 2.6, 4, 5, 7), desktop and mobile (the two
// projects), both languages. The mock backend runs in the page; its SMS code is 123456.
const texts = {
  en: {
    phoneTitle: 'Phone Verification',
    phone: 'Phone',
    sendCode: 'Send Code',
    code: 'SMS Code',
    verify: 'Verify',
    verified: 'Verified',
    notVerified: 'Not Verified',
    countdown: /You can ask for a new code in \d+ s\./,
    passwordTitle: 'Change Password',
    oldPassword: 'Old Password',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    change: 'Change',
    mismatch: 'The passwords do not match.',
    accountTitle: 'Account',
    username: 'Username',
    userCode: 'User Code',
    balance: 'Balance',
  },
  tr: {
    phoneTitle: 'Telefon Doğrulama',
    phone: 'Telefon',
    sendCode: 'Kod Gönder',
    code: 'SMS Kodu',
    verify: 'Doğrula',
    verified: 'Doğrulandı',
    notVerified: 'Doğrulanmadı',
    countdown: /\d+ sn sonra yeni kod isteyebilirsiniz\./,
    passwordTitle: 'Şifre Değiştir',
    oldPassword: 'Mevcut Şifre',
    password: 'Yeni Şifre',
    confirmPassword: 'Şifre Tekrar',
    change: 'Değiştir',
    mismatch: 'Şifreler eşleşmiyor.',
    accountTitle: 'Hesap',
    username: 'Kullanıcı Adı',
    userCode: 'Kullanıcı Kodu',
    balance: 'Bakiye',
  },
} as const;

/** Opens a page as a logged-in player, in a language, with the image popup already seen. */
async function visitAs(page: Page, player: SeededPlayer, language: Language, path: string) {
  await prepareVisit(page, language, authDataOf(player));
  await page.goto(path);
}

// The first paint waits for startup and the lazy page; a loaded machine may need longer.
const FIRST_PAINT = { timeout: 30_000 };

for (const language of ['en', 'tr'] as const) {
  const t = texts[language];

  test.describe(`account pages (${language})`, languageProject(language), () => {
    test('phone verification: Send Code, a wrong code, then the right code verifies', async ({
      page,
    }) => {
      await visitAs(page, 'yeni', language, '/dashboard/phone-verification');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.phoneTitle })).toBeVisible(
        FIRST_PAINT,
      );
      await expect(main.getByText(t.notVerified, { exact: true })).toBeVisible();
      await expect(main.getByRole('textbox', { name: t.phone, exact: true })).toHaveValue(
        localPhoneOf('yeni'),
      );

      await main.getByRole('button', { name: t.sendCode }).click();
      await expect(main.getByText(t.countdown)).toBeVisible();
      const code = main.getByRole('textbox', { name: t.code });
      const verify = main.getByRole('button', { name: t.verify, exact: true });
      await expect(verify).toBeDisabled();

      await code.pressSequentially('000000');
      await verify.click();
      await expect(
        page.getByText(
          language === 'en' ? 'The verification code is wrong.' : 'Doğrulama kodu hatalı.',
        ),
      ).toBeVisible();
      await expect(code).toHaveValue('');

      await code.pressSequentially('123456');
      await verify.click();
      await expect(main.getByText(t.verified, { exact: true })).toBeVisible();
      await expect(main.getByRole('textbox', { name: t.code })).toHaveCount(0);
    });

    test('change password: a mismatch is refused, then the change succeeds', async ({ page }) => {
      await visitAs(page, 'demo', language, '/dashboard/change-password');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.passwordTitle })).toBeVisible(
        FIRST_PAINT,
      );
      const oldPassword = main.getByLabel(t.oldPassword, { exact: true });
      const password = main.getByLabel(t.password, { exact: true });
      const confirm = main.getByLabel(t.confirmPassword, { exact: true });

      await oldPassword.fill('demo123');
      await password.fill('yeni-sifre');
      await confirm.fill('baska-sifre');
      await main.getByRole('button', { name: t.change, exact: true }).click();
      await expect(main.getByText(t.mismatch)).toBeVisible();

      await confirm.fill('yeni-sifre');
      await main.getByRole('button', { name: t.change, exact: true }).click();
      await expect(
        page.getByText(
          language === 'en' ? 'Your password has been changed.' : 'Şifreniz değiştirildi.',
        ),
      ).toBeVisible();
      await expect(oldPassword).toHaveValue('');
    });

    test('account: the player data', async ({ page }) => {
      await visitAs(page, 'demo', language, '/dashboard/account');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.accountTitle })).toBeVisible(
        FIRST_PAINT,
      );
      await expect(main.getByRole('term').filter({ hasText: t.username })).toBeVisible();
      await expect(main.getByRole('definition').filter({ hasText: /^demo$/ })).toBeVisible();
      await expect(main.getByRole('term').filter({ hasText: t.userCode })).toBeVisible();
      const demo = authDataOf('demo');
      await expect(main.getByText(demo.usercode)).toBeVisible();
      await expect(main.getByRole('region', { name: t.balance })).toContainText('₺1.250,75');
      // The stored phone as people read it: +90 555 111 22 33.
      const [, ...groups] = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(demo.phone) ?? [];
      await expect(main.getByText(`+90 ${groups.join(' ')}`)).toBeVisible();
      await expect(main.getByText(t.verified, { exact: true })).toBeVisible();
    });
  });
}
