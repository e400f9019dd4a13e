import {
  getLoginMockHandler,
  getLogoutMockHandler,
  getRegisterMockHandler,
} from '@generated/api/auth/auth.msw';
import type { LoginRequest, RegisterRequest } from '@generated/api/model';
import { getGetBalanceMockHandler } from '@generated/api/user/user.msw';
import { createPlayer, findPlayer, findPlayerByToken } from '../db';
import { ok, refused, unauthorized } from './envelope';
import { sessionDataOf } from './session-data';

// Stateful account calls: register then login works, and the balance is the player's own.
export const accountHandlers = [
  getLoginMockHandler(async ({ request }) => {
    const { username, password } = (await request.json()) as LoginRequest;
    const player = findPlayer(username);
    if (!player || player.password !== password) {
      return refused('Kullanıcı adı veya şifre hatalı.');
    }
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

  getLogoutMockHandler(() => ok(null, 'Çıkış yapıldı.')),

  getGetBalanceMockHandler(({ request }) => {
    const player = findPlayerByToken(request.headers.get('Authorization'));
    if (!player) return unauthorized();
    return ok({ balance: player.balance });
  }),
];
