import { HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { exampleScenarios, type ExampleScenario } from '@generated/scenarios';
import { behaviours } from './behaviours';
import { namedScenarios, type ScenarioInfo } from './catalogue';
import type { ScenarioEffects } from './effects';
import type { Fault } from './faults';
import { answerOperations } from './operations';

// Which scenarios are active and what they add up to. `?scenario=a,b` chooses them and they are
// kept for the browser session (sessionStorage); `?scenario=` with nothing chooses none again.
export const SCENARIO_PARAM = 'scenario';
const STORAGE_KEY = 'mockScenarios';

export interface ScenarioChoice {
  /** As chosen, in order. */
  names: string[];
  /** True when this page's address chose them. */
  chosenNow: boolean;
}

function parseNames(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
}

function storedNames(storage: Storage | null): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    // A corrupt copy counts as none chosen.
    return Array.isArray(stored) && stored.every((name) => typeof name === 'string') ? stored : [];
  } catch {
    return [];
  }
}

export function readChoice(search: string, storage: Storage | null): ScenarioChoice {
  const param = new URLSearchParams(search).get(SCENARIO_PARAM);
  if (param === null) return { names: storedNames(storage), chosenNow: false };
  const names = parseNames(param);
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(names));
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
  return { names, chosenNow: true };
}

/** Every scenario that can be chosen: the named journeys, then one per contract example. */
export const allScenarios: readonly ScenarioInfo[] = [...namedScenarios, ...exampleScenarios];

const named = new Map<string, ScenarioInfo>(namedScenarios.map((info) => [info.name, info]));
const examples = new Map(exampleScenarios.map((example) => [example.name, example]));

export interface ResolvedScenarios {
  /** The chosen scenarios with what they include, each once, includes first. */
  active: string[];
  /** Chosen names that are no scenario. */
  unknown: string[];
}

export function resolveScenarios(names: readonly string[]): ResolvedScenarios {
  const active: string[] = [];
  const unknown: string[] = [];
  const visit = (name: string) => {
    if (active.includes(name)) return;
    const info = named.get(name);
    if (!info && !examples.has(name)) {
      unknown.push(name);
      return;
    }
    info?.includes?.forEach(visit);
    active.push(name);
  };
  names.forEach(visit);
  return { active, unknown };
}

function exampleHandler(example: ExampleScenario): RequestHandler {
  return answerOperations([example.operationId], () =>
    HttpResponse.json(example.body as JsonBodyType, { status: example.status }),
  );
}

function effectsOf(name: string, chosenNow: boolean): ScenarioEffects {
  const example = examples.get(name);
  if (example) return { handlers: [exampleHandler(example)] };
  const behaviour = (behaviours as Record<string, (chosen: boolean) => ScenarioEffects>)[name];
  return behaviour ? behaviour(chosenNow) : {};
}

export interface ScenarioPlan extends ResolvedScenarios {
  chosenNow: boolean;
  handlers: RequestHandler[];
  faults: Fault[];
  seed: () => void;
  start: () => void;
  /** undefined: leave the stored session; null: no session; a name: log that player in. */
  session: string | null | undefined;
  clearStorage: boolean;
}

/** What the chosen scenarios add up to. A later scenario's answers win over an earlier one's. */
export function planScenarios({ names, chosenNow }: ScenarioChoice): ScenarioPlan {
  const resolved = resolveScenarios(names);
  const effects = resolved.active.map((name) => effectsOf(name, chosenNow));
  const last = <T>(pick: (item: ScenarioEffects) => T | undefined) =>
    effects.map(pick).findLast((value) => value !== undefined);
  return {
    ...resolved,
    chosenNow,
    handlers: effects.toReversed().flatMap((item) => item.handlers ?? []),
    faults: effects.toReversed().flatMap((item) => item.faults ?? []),
    seed: () => effects.forEach((item) => item.seed?.()),
    start: () => effects.forEach((item) => item.start?.()),
    session: last((item) => item.session),
    clearStorage: effects.some((item) => item.clearStorage),
  };
}
