import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getSearchGamesQueryOptions, useSearchGames } from '@generated/api/casino/casino';
import type { Game } from '@generated/api/model';
import { GamePicture } from '@/shared/casino/game-picture';
import { usePlayGame } from '@/shared/casino/use-play-game';
import { GAME_SEARCH_TAKE } from '@/shared/config/constants';
import { errorMessage } from '@/shared/http/error-message';
import { Icon } from '@/shared/ui/icon';
import styles from './game-search.module.css';
import { searchesLive } from './search-route';
import { useDebouncedValue } from './use-debounced-value';

/** How long the typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Shorter text is not searched. */
export const SEARCH_MIN_LENGTH = 2;

export interface GameSearchProps {
  /** The current address: the live casino searches live games (spec 2.1 search route). */
  pathname: string;
}

/**
 * The game search (spec 7 POST casino/games, take 5): results as the player types, Enter opens the
 * first one (or the one chosen with the arrow keys). Each text has its own query, so a late answer
 * for an older text never replaces the answer for the current one.
 */
export function GameSearch({ pathname }: GameSearchProps) {
  const { t } = useTranslation(['casino']);
  const inputId = useId();
  const listId = useId();
  const play: (game: Game) => void = usePlayGame();
  const queryClient = useQueryClient();
  const live = searchesLive(pathname);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = term.trim();
  const [search, flush] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const enabled = search.length >= SEARCH_MIN_LENGTH;
  const query = useSearchGames(
    { live, search, skip: 0, take: GAME_SEARCH_TAKE },
    { query: { enabled } },
  );
  const results = useMemo(
    () => (query.data?.data ?? []).flat().slice(0, GAME_SEARCH_TAKE),
    [query.data],
  );
  const choose = (game: Game) => {
    setOpen(false);
    play(game);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (term) {
        event.preventDefault();
        setTerm('');
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (typed.length < SEARCH_MIN_LENGTH) return;
      const current = typed === search && query.isSuccess;
      const chosen = current ? (results[activeIndex] ?? results[0]) : undefined;
      if (chosen) choose(chosen);
      else if (!current) {
        // Enter before the answer for the typed text: ask now, open its first game when it comes
        // (the box shows the same answer, or its error).
        flush();
        const body = { live, search: typed, skip: 0, take: GAME_SEARCH_TAKE };
        queryClient.fetchQuery(getSearchGamesQueryOptions(body)).then(
          (answer) => {
            const [first] = (answer.data ?? []).flat();
            if (first) choose(first);
          },
          () => undefined,
        );
      }
    }
  };

  const showPopup = open && typed.length >= SEARCH_MIN_LENGTH;
  const waiting = typed !== search || (enabled && query.isPending) || query.isFetching;
  let popup = null;
  if (showPopup) {
    if (query.isError && !waiting) {
      popup = (
        <p className={`${styles.message} ${styles.error}`} role="alert">
          {t('casino.search.error', { message: errorMessage(query.error, t) })}
        </p>
      );
    } else if (results.length > 0 && typed === search) {
      popup = (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('casino.search.results')}
          className={styles.list}
        >
          {results.map((game, index) => (
            // The keyboard chooses through the search box (aria-activedescendant, Enter).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${game.systemCategory}-${game.gameCode}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              aria-labelledby={`${listId}-${index}-name`}
              aria-describedby={`${listId}-${index}-provider`}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => choose(game)}
            >
              <GamePicture className={styles.thumb} src={game.imageUrl} width={64} height={48} />
              <span className={styles.text}>
                <span id={`${listId}-${index}-name`} className={styles.name}>
                  {game.name}
                </span>
                <span id={`${listId}-${index}-provider`} className={styles.provider}>
                  {game.providerName}
                </span>
              </span>
              <Icon name="chevron-right" size={16} />
            </li>
          ))}
        </ul>
      );
    } else if (waiting) {
      popup = (
        <p className={styles.message} role="status">
          <span className={styles.ring} aria-hidden="true" />
          {t('casino.search.searching')}
        </p>
      );
    } else if (query.isSuccess) {
      popup = (
        <p className={styles.message} role="status">
          {t('casino.search.empty', { term: search })}
        </p>
      );
    }
  }

  return (
    <div
      className={styles.search}
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {t('casino.search.label')}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="search" size={18} />
      </span>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="go"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('casino.search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={showPopup && results.length > 0 && typed === search}
        aria-controls={listId}
        aria-activedescendant={
          showPopup && activeIndex >= 0 && activeIndex < results.length
            ? `${listId}-${activeIndex}`
            : undefined
        }
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setActiveIndex(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {term && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('casino.search.clear')}
          onClick={() => {
            setTerm('');
            setOpen(false);
          }}
        >
          <Icon name="close" size={16} />
        </button>
      )}
      {popup && <div className={styles.popup}>{popup}</div>}
    </div>
  );
}
