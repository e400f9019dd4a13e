import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { decodeGame } from '@/shared/casino/game-codec';
import { paths } from '@/shared/config/paths';
import { openDialog } from '@/shared/dialogs/dialog-store';
import { useIsLoggedIn } from '@/shared/session/session-store';
import styles from './play-page.module.css';
import { PlayView } from './play-view';

/** An address whose data is not a game: a translated error page with a way home (spec 2.1). */
function InvalidGame() {
  const { t } = useTranslation(['play']);
  return (
    <section className={styles.message} aria-labelledby="play-invalid-title">
      <h1 id="play-invalid-title" className={styles.title}>
        {t('play.invalidTitle')}
      </h1>
      <p className={styles.text}>{t('play.invalidText')}</p>
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

/** A visitor cannot open a game (spec 6): the login dialog opens. */
function LoginNeeded({ name }: { name: string }) {
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

/** /casino/play/{base64 of the game JSON}: the game full page on desktop (spec 2.1, 4). */
export function PlayPage() {
  const { game: encoded = '' } = useParams();
  const game = useMemo(() => decodeGame(encoded), [encoded]);
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();

  // Back where the player came from; home when the game was the first page of the visit.
  const close = useCallback(() => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home);
  }, [navigate]);

  if (!game) return <InvalidGame />;
  if (!loggedIn) return <LoginNeeded name={game.name} />;
  return (
    <div className={styles.page}>
      <PlayView key={encoded} game={game} onClose={close} showClose heading="h1" />
    </div>
  );
}
