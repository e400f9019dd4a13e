import type { i18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ScenarioPlan } from '../scenario-plan';
import { ScenarioSwitcher } from './scenario-switcher';
import { SWITCHER_NAMESPACE, switcherTexts } from './switcher-texts';

/** Mock mode only: the scenario switcher, in a root of its own beside the site's. */
export function mountScenarioSwitcher(instance: i18n, plan: ScenarioPlan): void {
  for (const [language, texts] of Object.entries(switcherTexts)) {
    instance.addResourceBundle(language, SWITCHER_NAMESPACE, texts);
  }
  const host = document.createElement('div');
  host.id = 'scenario-switcher';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <ScenarioSwitcher
        i18n={instance}
        active={plan.active}
        unknown={plan.unknown}
        reload={(address) => globalThis.location.assign(address)}
      />
    </StrictMode>,
  );
}
