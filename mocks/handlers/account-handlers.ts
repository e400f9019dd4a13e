import {
  getChangePasswordWithCodeMockHandler,
  getCheckResetCodeMockHandler,
  getGetRegisterFormMockHandler,
  getLoginMockHandler,
  getLogoutMockHandler,
  getRegisterMockHandler,
  getSendResetPasswordMockHandler,
} from '@generated/api/auth/auth.msw';
import { getDefineTrialBonusMockHandler } from '@generated/api/bonus/bonus.msw';
import {
  getChangePasswordMockHandler,
  getUpdatePhoneMockHandler,
} from '@generated/api/customer/customer.msw';
import type {
  ChangePasswordRequest,
  ChangePasswordWithCodeRequest,
  CheckResetCodeRequest,
  LoginRequest,
  RegisterRequest,
  SendResetPasswordRequest,
  UpdatePhoneRequest,
} from '@generated/api/model';
import { getGetBalanceMockHandler } from '@generated/api/user/user.msw';
import { MOCK_TRIAL_BONUS_AMOUNT } from '../data/bootstrap-data';
import { mockCountries } from '../data/countries';
import {
  createPlayer,
  findPlayer,
  findPlayerByToken,
  MOCK_RESET_CODE,
  MOCK_SMS_CODE,
  updatePlayer,
} from '../db';
import { closeSession, deviceOf, openSession } from '../history';
import { blockedUntil } from '../protection';
import { moment, ok, refused, say, unauthorized } from './envelope';
import { sessionDataOf } from './session-data';

function playerOf(request: Request) {
  return findPlayerByToken(request.headers.get('Authorization')) ?? unauthorized();
}

// Stateful account calls: register then login works, the balance is the player's own, the SMS
// code is MOCK_SMS_CODE and the password-reset code MOCK_RESET_CODE.
export const accountHandlers = [
  getLoginMockHandler(async ({ request }) => {
    const { username, password } = (await request.json()) as LoginRequest;
    const player = findPlayer(username);
    if (!player || player.password !== password) {
      return refused(
        say(request, 'Kullanıcı adı veya şifre hatalı.', 'The username or password is wrong.'),
      );
    }
    const blocked = blockedUntil(player.username, Date.now());
    if (blocked?.blockedUntil) {
      const when = moment(request, Date.parse(blocked.blockedUntil));
      return refused(
        blocked.blockKind === 'exclusion'
          ? say(
              request,
              `Hesabınız kendi isteğinizle ${when} tarihine kadar oyundan men edilmiştir.`,
              `You have excluded yourself: your account is closed until ${when}.`,
            )
          : say(
              request,
              `Ara verdiniz: hesabınız ${when} tarihine kadar kapalıdır.`,
              `You are on a break: your account is closed until ${when}.`,
            ),
      );
    }
    openSession(player.username, ...deviceOf(request));
    return ok(sessionDataOf(player), 'Giriş başarılı.');
  }),

  getRegisterMockHandler(async ({ request }) => {
    const body = (await request.json()) as RegisterRequest;
    if (findPlayer(body.username)) return refused('Bu kullanıcı adı zaten kullanılıyor.');
    const player = createPlayer({
      username: body.username,
      password: body.password,
      name: body.name,
      surname: body.surname,
      email: body.email,
      phone: body.phone,
    });
    return ok(sessionDataOf(player), 'Kayıt başarılı. Hoş geldiniz!');
  }),

  getGetRegisterFormMockHandler(() => ok({ countries: mockCountries })),

  getLogoutMockHandler(({ request }) => {
    const player = findPlayerByToken(request.headers.get('Authorization'));
    if (player) closeSession(player.username);
    return ok(null, 'Çıkış yapıldı.');
  }),

  getGetBalanceMockHandler(({ request }) => ok({ balance: playerOf(request).balance })),

  getUpdatePhoneMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const { step, phone, code } = (await request.json()) as UpdatePhoneRequest;
    if (step === 1) return ok(null, `Doğrulama kodu ${phone} numarasına gönderildi.`);
    if (code !== MOCK_SMS_CODE) return refused('Doğrulama kodu hatalı.');
    updatePlayer(player.username, { phone, smsVerified: true });
    return ok(null, 'Telefon numaranız doğrulandı.');
  }),

  getDefineTrialBonusMockHandler(({ request }) => {
    const player = playerOf(request);
    if (player.trialBonusDefined) return refused('Deneme bonusu daha önce tanımlandı.');
    updatePlayer(player.username, {
      trialBonusDefined: true,
      balance: player.balance + MOCK_TRIAL_BONUS_AMOUNT,
    });
    return ok(null, 'Deneme bonusunuz hesabınıza tanımlandı.');
  }),

  getChangePasswordMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const { oldPassword, password } = (await request.json()) as ChangePasswordRequest;
    if (player.password !== oldPassword) return refused('Mevcut şifreniz hatalı.');
    updatePlayer(player.username, { password });
    return ok(null, 'Şifreniz değiştirildi.');
  }),

  getSendResetPasswordMockHandler(async ({ request }) => {
    const { username } = (await request.json()) as SendResetPasswordRequest;
    if (!findPlayer(username)) return refused('Kullanıcı bulunamadı.');
    return ok(null, 'Şifre sıfırlama kodu e-posta adresinize gönderildi.');
  }),

  getCheckResetCodeMockHandler(async ({ request }) => {
    const { username, code } = (await request.json()) as CheckResetCodeRequest;
    if (!findPlayer(username) || code !== MOCK_RESET_CODE) return refused('Kod hatalı.');
    return ok(null, 'Kod doğrulandı.');
  }),

  getChangePasswordWithCodeMockHandler(async ({ request }) => {
    const { username, code, password } = (await request.json()) as ChangePasswordWithCodeRequest;
    if (!findPlayer(username) || code !== MOCK_RESET_CODE) return refused('Kod hatalı.');
    updatePlayer(username, { password });
    return ok(null, 'Şifreniz değiştirildi.');
  }),
];
