import { createFactory } from 'hono/factory';
import type { DefineTrialBonusContext } from '../../generated/server/routes/bonus/bonus.context.ts';
import { DefineTrialBonusResponse } from '../../generated/server/routes/bonus/bonus.zod.ts';
import { zValidator } from '../../generated/server/validator.ts';
import { defineTrialBonus } from '../bonus/trial.ts';
import { requireSession, servicesOf, tOf } from '../http/context.ts';
import { ok, refuse } from '../http/envelope.ts';

const MESSAGES = {
  defined: 'bonus:trialDefined',
  already: 'bonus:trialAlreadyDefined',
  none: 'bonus:trialNotOffered',
  unverified: 'bonus:trialNeedsPhone',
} as const;

const factory = createFactory();
export const defineTrialBonusHandlers = factory.createHandlers(
  zValidator('response', DefineTrialBonusResponse),
  async (c: DefineTrialBonusContext) => {
    const { player } = await requireSession(c);
    const outcome = await defineTrialBonus(servicesOf(c), player);
    const message = tOf(c)(MESSAGES[outcome]);
    return outcome === 'defined' ? ok(c, null, message) : refuse(c, message);
  },
);
