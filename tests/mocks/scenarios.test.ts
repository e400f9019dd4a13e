import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '@generated/api/auth/auth';
import { getBootstrap } from '@generated/api/cms/cms';
import { getNotifications } from '@generated/api/customer/customer';
import { getPaymentDetail } from '@generated/api/payment/payment';
import { getBalance } from '@generated/api/user/user';
import { mockServer } from '@mocks/node';
import { namedScenarios } from '@mocks/scenarios/catalogue';
import { addFault, faultHandler } from '@mocks/scenarios/faults';
import {
  allScenarios,
  planScenarios,
  readChoice,
  resolveScenarios,
} from '@mocks/scenarios/scenario-plan';
import { logInAs } from '../session-helpers';

// Named mock scenarios and one per response example of the contract, chosen with
// ?scenario=a,b and kept for the browser session.

/** Serves the plan of the given scenarios as mock mode does (faults first, then its answers). */
function applyScenarios(names: string[], chosenNow = true) {
  const plan = planScenarios({ names, chosenNow });
  plan.seed();
  plan.faults.forEach(addFault);
  mockServer.use(faultHandler, ...plan.handlers);
  return plan;
}

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the scenario catalogue', () => {
  it('names every scripted journey, each with a one-line description', () => {
    const names = namedScenarios.map((scenario) => scenario.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'happy',
        'new-visitor',
        'returning-player',
        'login-fails',
        'username-taken',
        'session-expired',
        'bootstrap-fails',
        'no-trial-bonus',
        'empty-notifications',
        'many-unread',
        'deposit-redirect',
        'deposit-message',
        'deposit-no-fields',
        'withdraw-fails',
        'launch-fails',
        'slow-network',
        'server-errors',
        'offline',
        'not-main-domain',
        'hub-push',
      ]),
    );
    for (const scenario of allScenarios) {
      expect(scenario.description, scenario.name).toMatch(/^\S.{10,}$/);
    }
    expect(new Set(allScenarios.map((scenario) => scenario.name)).size).toBe(allScenarios.length);
  });
});

describe('choosing scenarios', () => {
  it('takes ?scenario=a,b from the address and keeps it for the browser session', () => {
    const storage = memoryStorage();
    expect(readChoice('?scenario=many-unread,%20slow-network', storage)).toEqual({
      names: ['many-unread', 'slow-network'],
      chosenNow: true,
    });
    expect(readChoice('', storage)).toEqual({
      names: ['many-unread', 'slow-network'],
      chosenNow: false,
    });
    expect(readChoice('?scenario=', storage)).toEqual({ names: [], chosenNow: true });
    expect(readChoice('', storage).names).toEqual([]);
  });

  it('treats a corrupt stored choice as none', () => {
    expect(readChoice('', memoryStorage({ mockScenarios: '{oops' })).names).toEqual([]);
    expect(readChoice('', memoryStorage({ mockScenarios: '[1,2]' })).names).toEqual([]);
  });

  it('applies what a scenario includes first, each once, and reports unknown names', () => {
    expect(resolveScenarios(['many-unread', 'hub-push', 'nonsense', 'login:failure'])).toEqual({
      active: ['returning-player', 'many-unread', 'hub-push', 'login:failure'],
      unknown: ['nonsense'],
    });
  });

  it('logs the player in only on the load whose address chose the scenario', () => {
    expect(planScenarios({ names: ['returning-player'], chosenNow: true }).session).toBe('demo');
    expect(planScenarios({ names: ['returning-player'], chosenNow: false }).session).toBe(
      undefined,
    );
    expect(planScenarios({ names: ['new-visitor'], chosenNow: true })).toMatchObject({
      session: null,
      clearStorage: true,
    });
  });
});

describe('what the scenarios answer', () => {
  beforeEach(() => logInAs('demo'));

  it('login-fails refuses every login with the server message', async () => {
    applyScenarios(['login-fails']);
    await expect(login({ username: 'demo', password: 'demo123' })).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'Kullanıcı adı veya şifre hatalı.',
    });
  });

  it('many-unread gives demo 12 unread notifications, empty-notifications none', async () => {
    applyScenarios(['many-unread']);
    const many = await getNotifications({ skip: 0, take: 100 });
    expect(many.data?.filter((item) => !item.isRead)).toHaveLength(12);
    applyScenarios(['empty-notifications']);
    expect((await getNotifications({ skip: 0, take: 100 })).data).toEqual([]);
  });

  it('composes: no-trial-bonus and not-main-domain both change the startup bundle', async () => {
    applyScenarios(['no-trial-bonus', 'not-main-domain']);
    const { data } = await getBootstrap();
    expect(data?.trialBonusAmount).toBe(0);
    expect(data?.domainStatus.current).toBe('royalbet500.com');
  });

  it('a later scenario answers over an earlier one', async () => {
    applyScenarios(['paymentDetail:failure', 'deposit-no-fields']);
    expect((await getPaymentDetail({ id: 12, type: 1 })).data).toEqual([]);
  });

  it('a generated scenario answers its contract example', async () => {
    applyScenarios(['paymentDetail:failure']);
    await expect(getPaymentDetail({ id: 12, type: 1 })).rejects.toMatchObject({
      kind: 'rejected',
    });
  });

  it('server-errors answers 500 and offline fails at the network, on every call', async () => {
    applyScenarios(['server-errors']);
    await expect(getBalance()).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(getBootstrap()).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('offline fails every call at the network', async () => {
    applyScenarios(['offline']);
    await expect(getBootstrap()).rejects.toMatchObject({ kind: 'network' });
  });

  it('session-expired answers 401 to the next call that carries a token', async () => {
    applyScenarios(['session-expired']);
    await expect(getBalance()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    await expect(getBootstrap()).resolves.toMatchObject({ success: true });
  });

  it('a fault on one operation leaves the others alone; malformed JSON breaks the contract', async () => {
    addFault({ kind: 'malformed', operations: ['getBalance'] });
    mockServer.use(faultHandler);
    await expect(getBalance()).rejects.toMatchObject({ kind: 'contract' });
    await expect(getBootstrap()).resolves.toMatchObject({ success: true });
  });
});
