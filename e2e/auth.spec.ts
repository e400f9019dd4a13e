import { expect, test, type Page } from '@playwright/test';
import {
  authDataOf,
  prepareVisit,
  type Language,
  languageProject,
  settledAfterLogoutReload,
} from './support/session';

// Player accounts (issue 4; spec 2.4, 2.6, 4, 8), desktop and mobile (the two projects), both
// languages: login, registration with and without the trial bonus, the session's balance,
// logout and the 401 logout. The mock backend runs in the page (mocks/), SMS code 123456.
// A registration journey fills two dialogs and lazy-loads several parts: on a machine still busy
// with the build it can pass 30 s.
test.describe.configure({ timeout: 60_000 });
const texts = {
  en: {
    login: 'Login',
    wrongCredentials: 'The username or password is wrong.',
    signUp: 'Sign Up',
    signUpNow: 'Sign Up Now!',
    username: 'Username',
    password: 'Password',
    name: 'Name',
    surname: 'Surname',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    email: 'E-mail',
    phone: 'Phone',
    confirm: 'Confirm Password',
    smsCode: 'SMS Code',
    verify: 'Verify',
    congratulations: 'Congratulations!',
    deposit: 'Deposit',
    yes: 'Yes',
    logout: 'Logout',
    profile: 'Profile',
    menu: 'Menu',
    sideMenu: 'Side menu',
  },
  tr: {
    login: 'Giriş Yap',
    wrongCredentials: 'Kullanıcı adı veya şifre hatalı.',
    signUp: 'Üye Ol',
    signUpNow: 'Hemen Üye Olun!',
    username: 'Kullanıcı Adı',
    password: 'Şifre',
    name: 'Ad',
    surname: 'Soyad',
    day: 'Gün',
    month: 'Ay',
    year: 'Yıl',
    email: 'E-posta',
    phone: 'Telefon',
    confirm: 'Şifre Tekrar',
    smsCode: 'SMS Kodu',
    verify: 'Doğrula',
    congratulations: 'Tebrikler!',
    deposit: 'Para Yatır',
    yes: 'Evet',
    logout: 'Çıkış Yap',
    profile: 'Profil',
    menu: 'Menü',
    sideMenu: 'Yan menü',
  },
} as const;

/** A first visit in a language, optionally with a stored authData. */
async function visit(page: Page, language: Language, authData?: string) {
  await prepareVisit(page, language, authData);
  await page.goto('/');
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 900;

async function openLogin(page: Page, language: Language) {
  await page.getByRole('button', { name: texts[language].login, exact: true }).first().click();
  return page.getByRole('dialog', { name: texts[language].login });
}

/** Sign Up: in the header on a wide screen; on a phone (one user button, Login) in the side menu. */
async function openSignUp(page: Page, language: Language) {
  const t = texts[language];
  if (isMobile(page)) {
    await page.getByRole('button', { name: t.menu, exact: true }).click();
    const menu = page.getByRole('navigation', { name: t.sideMenu });
    await menu.getByRole('button', { name: t.signUp, exact: true }).click();
  } else {
    await page.getByRole('button', { name: t.signUp, exact: true }).first().click();
  }
}

async function logIn(page: Page, language: Language, username = 'demo', password = 'demo123') {
  const t = texts[language];
  const dialog = await openLogin(page, language);
  await dialog.getByLabel(t.username).fill(username);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.login, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function fillRegistration(page: Page, language: Language, username: string) {
  const t = texts[language];
  const dialog = page.getByRole('dialog', { name: t.signUp });
  await dialog.getByLabel(t.name, { exact: true }).fill('Ayşe');
  await dialog.getByLabel(t.surname).fill('Çelik');
  await dialog.getByLabel(t.day).fill('17');
  await dialog.getByLabel(t.month).fill('05');
  await dialog.getByLabel(t.year).fill('1990');
  await dialog.getByLabel(t.email).fill(`${username}@example.com`);
  await dialog.getByLabel(t.phone).fill('5321234567');
  await dialog.getByLabel(t.username).fill(username);
  await dialog.getByLabel(t.password, { exact: true }).fill('secret1');
  await dialog.getByLabel(t.confirm).fill('secret1');
  return dialog;
}

/** localStorage's authData once the page has settled (logout reloads it after 300 ms). */
function storedAuthData(page: Page) {
  return expect.poll(() =>
    page.evaluate(() => localStorage.getItem('authData')).catch(() => 'still reloading'),
  );
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
        const dialog = await fillRegistration(page, language, `nobonus${language}`);
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
      await openSignUp(page, language);
      const dialog = await fillRegistration(page, language, `bonus${language}`);
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

test.describe('the session', () => {
  test('the balance follows the backend within one poll', async ({ page }) => {
    await visit(page, 'en');
    await logIn(page, 'en');
    await expect(balanceText(page)).toContainText('₺1.250,75');
    await page.evaluate(() => window.mockBackend?.setBalance('demo', 4321.5));
    await expect(balanceText(page)).toContainText('₺4.321,50', { timeout: 12_000 });
  });

  test('logout returns a visitor to the home page', async ({ page }) => {
    await visit(page, 'en');
    await logIn(page, 'en');
    await page.evaluate(() => {
      history.pushState({}, '', '/casino/slot');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    if (isMobile(page)) {
      await page.getByRole('button', { name: texts.en.profile }).click();
    } else {
      await page.getByRole('button', { name: /demo/ }).click();
    }
    await page.getByRole('button', { name: texts.en.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('button', { name: texts.en.login, exact: true }).first(),
    ).toBeVisible();
    await storedAuthData(page).toBeNull();
    await settledAfterLogoutReload(page);
  });

  test('a 401 on the balance poll logs out once', async ({ page }) => {
    const logouts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/api/auth/logout')) logouts.push(request.url());
    });
    // A session whose token the backend no longer knows: its first balance call answers 401.
    await visit(page, 'en', JSON.stringify(authDataOf('demo', 'mock-token-expired')));
    await expect(
      page.getByRole('button', { name: texts.en.login, exact: true }).first(),
    ).toBeVisible();
    await settledAfterLogoutReload(page);
    await page.waitForTimeout(500);
    expect(logouts).toHaveLength(1);
    await storedAuthData(page).toBeNull();
  });

  test('corrupt authData starts a clean visitor session', async ({ page }) => {
    await visit(page, 'en', '{"token":"mock-token-demo","balance":');
    await expect(
      page.getByRole('button', { name: texts.en.login, exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: texts.en.signUp, exact: true }).first(),
    ).toBeVisible();
  });
});
