import type { i18n } from 'i18next';
import { useCallback, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { exampleScenarios } from '@generated/scenarios';
import { namedScenarios, type ScenarioInfo } from '../catalogue';
import { SCENARIO_PARAM } from '../scenario-plan';
import styles from './scenario-switcher.module.css';
import { SWITCHER_NAMESPACE, type SwitcherTextKey } from './switcher-texts';

interface ScenarioSwitcherProps {
  i18n: i18n;
  /** The active scenarios, includes first. */
  active: readonly string[];
  unknown: readonly string[];
  /** Loads the page at an address (the mounted switcher's is `location.assign`). */
  reload: (address: string) => void;
}

function useTexts(instance: i18n) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    [instance],
  );
  const language = useSyncExternalStore(subscribe, () => instance.language);
  return useMemo(() => {
    // The namespace is added at run time, so the app's typed keys do not know it.
    const loose = instance as unknown as {
      getFixedT: (lng: string, ns: string) => (key: string, values?: object) => string;
    };
    const t = loose.getFixedT(language, SWITCHER_NAMESPACE);
    return (key: SwitcherTextKey, values?: Record<string, unknown>) => t(key, values);
  }, [instance, language]);
}

/** The address of this page with the given scenarios chosen. */
function addressWith(names: readonly string[]): string {
  const url = new URL(globalThis.location.href);
  url.searchParams.set(SCENARIO_PARAM, names.join(','));
  return url.href;
}

function matches(info: ScenarioInfo, filter: string): boolean {
  const text = filter.trim().toLowerCase();
  return !text || `${info.name} ${info.description}`.toLowerCase().includes(text);
}

interface ScenarioOptionProps {
  info: ScenarioInfo;
  checked: boolean;
  onToggle: (name: string) => void;
  note?: string;
}

function ScenarioOption({ info, checked, onToggle, note }: ScenarioOptionProps) {
  return (
    <li>
      <label className={styles.option}>
        <input type="checkbox" checked={checked} onChange={() => onToggle(info.name)} />
        <span>
          <span className={styles.name}>{info.name}</span>
          <span className={styles.description}>
            {info.description}
            {note ? ` ${note}` : ''}
          </span>
        </span>
      </label>
    </li>
  );
}

/** Lists every scenario, shows which are active and applies a new choice with a reload. */
export function ScenarioSwitcher({
  i18n: instance,
  active,
  unknown,
  reload,
}: ScenarioSwitcherProps) {
  const t = useTexts(instance);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string[]>(() => [...active]);
  const toggle = (name: string) =>
    setChosen((names) =>
      names.includes(name) ? names.filter((item) => item !== name) : [...names, name],
    );
  const journeys = namedScenarios.filter((info) => matches(info, filter));
  const examples = exampleScenarios.filter((info) => matches(info, filter));

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.toggleText}>{t('toggle')}</span>
        {active.length > 0 && <span className={styles.count}>{active.length}</span>}
      </button>
      {open && (
        <section id={panelId} className={styles.panel} aria-label={t('title')}>
          <header className={styles.header}>
            <h2 className={styles.title}>{t('title')}</h2>
            <button type="button" className={styles.close} onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          </header>
          <p className={styles.intro}>{t('intro')}</p>
          <div className={styles.activeRow} aria-label={t('active')} role="group">
            <span className={styles.label}>{t('active')}:</span>
            {active.length === 0 ? (
              <span className={styles.muted}>{t('none')}</span>
            ) : (
              active.map((name) => (
                <span key={name} className={styles.chip}>
                  {name}
                </span>
              ))
            )}
          </div>
          {unknown.length > 0 && (
            <p className={styles.warning} role="alert">
              {t('unknown', { names: unknown.join(', ') })}
            </p>
          )}
          <input
            className={styles.filter}
            type="search"
            aria-label={t('filter')}
            placeholder={t('filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <div className={styles.lists}>
            <h3 className={styles.groupTitle}>{t('journeys')}</h3>
            <ul className={styles.list}>
              {journeys.map((info) => (
                <ScenarioOption
                  key={info.name}
                  info={info}
                  checked={chosen.includes(info.name)}
                  onToggle={toggle}
                  note={
                    'includes' in info ? t('includes', { names: info.includes.join(', ') }) : ''
                  }
                />
              ))}
            </ul>
            <details className={styles.examples} open={filter.trim() !== ''}>
              <summary className={styles.groupTitle}>
                {t('examples', { count: exampleScenarios.length })}
              </summary>
              <ul className={styles.list}>
                {examples.map((info) => (
                  <ScenarioOption
                    key={info.name}
                    info={info}
                    checked={chosen.includes(info.name)}
                    onToggle={toggle}
                  />
                ))}
              </ul>
            </details>
            {journeys.length + examples.length === 0 && (
              <p className={styles.muted}>{t('noMatch')}</p>
            )}
          </div>
          <footer className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => reload(addressWith([]))}
            >
              {t('clear')}
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => reload(addressWith(chosen))}
            >
              {t('apply')}
            </button>
          </footer>
        </section>
      )}
    </div>
  );
}
