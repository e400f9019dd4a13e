import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useGetGame } from '@generated/api/casino/casino';
import type { GameLookupRequest } from '@generated/api/model';
import { decodePlayLink } from '@/shared/casino/game-codec';
import { paths } from '@/shared/config/paths';
import { withoutDirectionControls } from '@/shared/format/display-text';
import { isApiError } from '@/shared/http/api-error';
import { useIsLoggedIn } from '@/shared/session/session-machine';
import { openDialog } from '@/shared/ui/dialog/dialog-store';
import { PageError } from '@/shared/ui/page-state';
import { Spinner } from '@/shared/ui/spinner';
import styles from './play-page.module.css';
import { PlayView } from './play-view';

interface GameNotFoundProps {
  reason: 'invalid' | 'unknown';
}

/**
 * "Game not found" with a way home and back to the casino: for an address whose data is not a
 * game (`invalid`) and for a game the server does not have (`unknown`).
 */
function GameNotFound({ reason }: GameNotFoundProps) {
  const { t } = useTranslation(['play']);
  return (
    <section className={styles.message} aria-labelledby="play-invalid-title">
      <h1 id="play-invalid-title" className={styles.title}>
        {t('play.invalidTitle')}
      </h1>
      <p className={styles.text}>
        {reason === 'invalid' ? t('play.invalidText') : t('play.unknownText')}
      </p>
      <div className={styles.links}>
        <Link className={styles.primary} to={paths.home}>
          {t('play.backHome')}
        </Link>
        <Link className={styles.secondary} to={paths.casinoSlot}>
          {t('play.toCasino')}
        </Link>
      </div>
    </section>
  );
}

interface LoginNeededProps {
  name: string;
}

/** A visitor cannot open a game: the login dialog opens, the page names the game. */
function LoginNeeded({ name }: LoginNeededProps) {
  const { t } = useTranslation(['play']);
  useEffect(() => openDialog('login'), []);
  return (
    <section className={styles.message} aria-labelledby="play-login-title">
      <h1 id="play-login-title" className={styles.title}>
        {t('play.loginTitle')}
      </h1>
      <p className={styles.text}>{t('play.loginText', { name })}</p>
      <div className={styles.links}>
        <button type="button" className={styles.primary} onClick={() => openDialog('login')}>
          {t('play.loginAction')}
        </button>
      </div>
    </section>
  );
}

interface ServerGameProps {
  link: GameLookupRequest;
  onClose: () => void;
}

/**
 * The game of a play address as the server has it (POST casino/game, public like the search):
 * nothing launches and nothing of the address's own text is shown until the server has named
 * the game. A game it does not have is "not found"; a failed lookup can be tried again.
 */
function ServerGame({ link, onClose }: ServerGameProps) {
  const { t } = useTranslation(['play']);
  const loggedIn = useIsLoggedIn();
  const query = useGetGame(link);
  const { data, error, isPending, isError } = query;

  if (isPending) {
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }
  if (isError && isApiError(error) && error.kind === 'rejected') {
    return <GameNotFound reason="unknown" />;
  }
  if (isError) {
    return (
      <PageError
        title={t('play.lookupErrorTitle')}
        level={1}
        titleId="play-error-title"
        query={query}
      />
    );
  }
  const game = data.data;
  if (!game) return <GameNotFound reason="unknown" />;
  if (!loggedIn) return <LoginNeeded name={withoutDirectionControls(game.name)} />;
  return (
    <div className={styles.page}>
      <PlayView game={game} onClose={onClose} showClose heading="h1" />
    </div>
  );
}

/**
 * /casino/play/{base64 of the game JSON}: the game full page on desktop. Anyone can write such
 * an address, so only its game code and launch provider are read; the game is the server's.
 */
export function PlayPage() {
  const { game: encoded = '' } = useParams();
  const link = useMemo(() => decodePlayLink(encoded), [encoded]);
  const navigate = useNavigate();

  // Back where the player came from; home when the game was the first page of the visit.
  const close = useCallback(() => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home);
  }, [navigate]);

  if (!link) return <GameNotFound reason="invalid" />;
  return <ServerGame key={`${link.launchProvider}/${link.gameCode}`} link={link} onClose={close} />;
}
