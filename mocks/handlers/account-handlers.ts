import {
  getChangePasswordWithCodeMockHandler,
  getCheckResetCodeMockHandler,
  getGetHubTokenMockHandler,
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
import { trialBonusProblem } from '../../domain/bonus.ts';
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
import { endGameSessions } from '../game-sessions';
import { closeSession, deviceOf, openSession } from '../history';
import { blockedUntil } from '../protection-store';
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
    return ok(sessionDataOf(player), say(request, 'Giriş başarılı.', 'You are logged in.'));
  }),

  getRegisterMockHandler(async ({ request }) => {
    const body = (await request.json()) as RegisterRequest;
    if (findPlayer(body.username)) {
      return refused(
        say(request, 'Bu kullanıcı adı zaten kullanılıyor.', 'This username is already taken.'),
      );
    }
    const player = createPlayer({
      username: body.username,
      password: body.password,
      name: body.name,
      surname: body.surname,
      email: body.email,
      phone: body.phone,
    });
    return ok(
      sessionDataOf(player),
      say(request, 'Kayıt başarılı. Hoş geldiniz!', 'You are registered. Welcome!'),
    );
  }),

  getGetRegisterFormMockHandler(() => ok({ countries: mockCountries })),

  getLogoutMockHandler(({ request }) => {
    const player = findPlayerByToken(request.headers.get('Authorization'));
    if (player) {
      closeSession(player.username);
      // The player's games stop moving the balance at logout.
      endGameSessions(player.username);
    }
    return ok(null, say(request, 'Çıkış yapıldı.', 'You are logged out.'));
  }),

  getGetBalanceMockHandler(({ request }) => ok({ balance: playerOf(request).balance })),

  // The mock hub takes any token; a hub token is still only given to a session, as the server does.
  getGetHubTokenMockHandler(({ request }) => {
    playerOf(request);
    return ok({ token: 'mock-hub-token', expiresAt: new Date(Date.now() + 60_000).toISOString() });
  }),

  getUpdatePhoneMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const { step, phone, code } = (await request.json()) as UpdatePhoneRequest;
    if (step === 1) {
      return ok(
        null,
        say(
          request,
          `Doğrulama kodu ${phone} numarasına gönderildi.`,
          `A verification code was sent to ${phone}.`,
        ),
      );
    }
    if (code !== MOCK_SMS_CODE) {
      return refused(say(request, 'Doğrulama kodu hatalı.', 'The verification code is wrong.'));
    }
    updatePlayer(player.username, { phone, smsVerified: true });
    return ok(
      null,
      say(request, 'Telefon numaranız doğrulandı.', 'Your phone number is verified.'),
    );
  }),

  getDefineTrialBonusMockHandler(({ request }) => {
    const player = playerOf(request);
    const problem = trialBonusProblem(player, MOCK_TRIAL_BONUS_AMOUNT);
    if (problem === 'already')
      return refused(
        say(request, 'Deneme bonusu daha önce tanımlandı.', 'The trial bonus was already given.'),
      );
    if (problem === 'none')
      return refused(
        say(
          request,
          'Şu anda deneme bonusu sunulmuyor.',
          'No trial bonus is offered at the moment.',
        ),
      );
    if (problem === 'unverified')
      return refused(
        say(
          request,
          'Deneme bonusu için telefon numaranızı doğrulamanız gerekir.',
          'Verify your phone number to get the trial bonus.',
        ),
      );
    updatePlayer(player.username, {
      trialBonusDefined: true,
      balance: player.balance + MOCK_TRIAL_BONUS_AMOUNT,
    });
    return ok(
      null,
      say(request, 'Deneme bonusunuz hesabınıza tanımlandı.', 'Your trial bonus has been added.'),
    );
  }),

  getChangePasswordMockHandler(async ({ request }) => {
    const player = playerOf(request);
    const { oldPassword, password } = (await request.json()) as ChangePasswordRequest;
    if (player.password !== oldPassword) {
      return refused(say(request, 'Mevcut şifreniz hatalı.', 'Your current password is wrong.'));
    }
    updatePlayer(player.username, { password });
    return ok(null, say(request, 'Şifreniz değiştirildi.', 'Your password has been changed.'));
  }),

  getSendResetPasswordMockHandler(async ({ request }) => {
    const { username } = (await request.json()) as SendResetPasswordRequest;
    if (!findPlayer(username)) {
      return refused(say(request, 'Kullanıcı bulunamadı.', 'No such user was found.'));
    }
    return ok(
      null,
      say(
        request,
        'Şifre sıfırlama kodu e-posta adresinize gönderildi.',
        'A password reset code was sent to your e-mail address.',
      ),
    );
  }),

  getCheckResetCodeMockHandler(async ({ request }) => {
    const { username, code } = (await request.json()) as CheckResetCodeRequest;
    if (!findPlayer(username) || code !== MOCK_RESET_CODE) {
      return refused(say(request, 'Kod hatalı.', 'The code is wrong.'));
    }
    return ok(null, say(request, 'Kod doğrulandı.', 'The code is correct.'));
  }),

  getChangePasswordWithCodeMockHandler(async ({ request }) => {
    const { username, code, password } = (await request.json()) as ChangePasswordWithCodeRequest;
    if (!findPlayer(username) || code !== MOCK_RESET_CODE) {
      return refused(say(request, 'Kod hatalı.', 'The code is wrong.'));
    }
    updatePlayer(username, { password });
    return ok(null, say(request, 'Şifreniz değiştirildi.', 'Your password has been changed.'));
  }),
];
