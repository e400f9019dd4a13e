import { useQueryClient } from '@tanstack/react-query';
import { useCombobox, type UseComboboxProps } from 'downshift';
import { useMemo, useState, type ReactNode } from 'react';
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
const NO_GAMES: Game[] = [];
const { InputBlur, InputKeyDownEnter } = useCombobox.stateChangeTypes;

/**
 * Downshift's combobox with what choosing means here: choosing a game opens it, so the box keeps
 * the typed text and leaving the box (Tab) chooses nothing. Enter with no game highlighted is
 * handled by the search itself (the first game found).
 */
const stateReducer: UseComboboxProps<Game>['stateReducer'] = (state, { type, changes }) => {
  if (type === InputKeyDownEnter && state.highlightedIndex < 0) return state;
  if (type === InputBlur) return { ...changes, selectedItem: null, inputValue: state.inputValue };
  return changes.selectedItem ? { ...changes, inputValue: state.inputValue } : changes;
};

export interface GameSearchProps {
  /** The current address: on /casino/live the live games are searched, elsewhere the slots. */
  pathname: string;
}

/**
 * The game search: at most five games as the player types (the arrow keys move through them,
 * Enter or a click opens one, Escape closes the list and then clears the text). Enter with no game
 * highlighted opens the first game found for the typed text, asking at once if its answer has not
 * arrived. Each text has its own query, so a late answer for an older text never replaces the
 * answer for the current one.
 */
export function GameSearch({ pathname }: GameSearchProps) {
  const { t } = useTranslation(['casino']);
  const play = usePlayGame();
  const queryClient = useQueryClient();
  const live = searchesLive(pathname);
  const [text, setText] = useState('');
  const typed = text.trim();
  const [search, flush] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const searching = search.length >= SEARCH_MIN_LENGTH;
  const query = useSearchGames(
    { live, search, skip: 0, take: GAME_SEARCH_TAKE },
    { query: { enabled: searching } },
  );
  // Only the answer for the text in the box is offered.
  const current = typed === search;
  const games = useMemo(
    () => (current ? (query.data?.data ?? []).flat().slice(0, GAME_SEARCH_TAKE) : NO_GAMES),
    [current, query.data],
  );
  const combobox = useCombobox<Game>({
    items: games,
    itemToString: (game) => game?.name ?? '',
    // The box keeps its own text (a controlled one loses keystrokes typed fast); the search follows.
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    selectedItem: null,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) play(selectedItem);
    },
    stateReducer,
  });
  const { isOpen, highlightedIndex, getInputProps, getItemProps, getMenuProps } = combobox;

  const openFirstGame = () => {
    if (typed.length < SEARCH_MIN_LENGTH) return;
    flush();
    const request = { live, search: typed, skip: 0, take: GAME_SEARCH_TAKE };
    queryClient.ensureQueryData(getSearchGamesQueryOptions(request)).then(
      (answer) => {
        const [first] = (answer.data ?? []).flat();
        if (!first) return;
        combobox.closeMenu();
        play(first);
      },
      // The list shows the same answer's error.
      () => undefined,
    );
  };

  const waiting = !current || (searching && query.isPending) || query.isFetching;
  const failed = query.isError && !waiting;
  const listed = isOpen && games.length > 0 && !failed;
  let message: ReactNode = null;
  if (isOpen && typed.length >= SEARCH_MIN_LENGTH && !listed) {
    if (failed) {
      message = (
        <p className={`${styles.message} ${styles.error}`} role="alert">
          {t('casino.search.error', { message: errorMessage(query.error, t) })}
        </p>
      );
    } else if (waiting || query.isSuccess) {
      message = (
        <p className={styles.message} role="status">
          {waiting && <span className={styles.ring} aria-hidden="true" />}
          {waiting ? t('casino.search.searching') : t('casino.search.empty', { term: search })}
        </p>
      );
    }
  }

  return (
    <div className={styles.search} role="search">
      <label {...combobox.getLabelProps()} className={styles.visuallyHidden}>
        {t('casino.search.label')}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="search" size={18} />
      </span>
      <input
        {...getInputProps({
          className: styles.input,
          type: 'text',
          inputMode: 'search',
          enterKeyHint: 'go',
          spellCheck: false,
          placeholder: t('casino.search.placeholder'),
          // Expanded only while games are listed (not while a message shows).
          'aria-expanded': listed,
          onKeyDown: (event) => {
            if (event.key === 'Enter' && highlightedIndex < 0) openFirstGame();
          },
        })}
      />
      {text && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('casino.search.clear')}
          onClick={combobox.reset}
        >
          <Icon name="close" size={16} />
        </button>
      )}
      <div className={styles.popup} hidden={!listed && !message}>
        {message}
        <ul
          {...getMenuProps({ 'aria-label': t('casino.search.results') })}
          className={styles.list}
          hidden={!listed}
        >
          {listed &&
            games.map((game, index) => {
              const item = getItemProps({ item: game, index });
              return (
                <li
                  key={`${game.systemCategory}-${game.gameCode}`}
                  {...item}
                  aria-labelledby={`${item.id}-name`}
                  aria-describedby={`${item.id}-provider`}
                  className={styles.option}
                >
                  <GamePicture
                    className={styles.thumb}
                    src={game.imageUrl}
                    width={64}
                    height={48}
                  />
                  <span className={styles.text}>
                    <span id={`${item.id}-name`} className={styles.name}>
                      {game.name}
                    </span>
                    <span id={`${item.id}-provider`} className={styles.provider}>
                      {game.providerName}
                    </span>
                  </span>
                  <Icon name="chevron-right" size={16} />
                </li>
              );
            })}
        </ul>
      </div>
    </div>
  );
}
