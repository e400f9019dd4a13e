import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RealityCheckAnswer } from '@generated/api/model';
import { useAnswerRealityCheck, useGetPlaySession } from '@generated/api/protection/protection';
import { paths } from '@/shared/config/paths';
import { formatMoney } from '@/shared/format/money';
import { endSession } from '@/shared/session/session-machine';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { closeDialog, type DialogComponentProps } from '@/shared/ui/dialog/dialog-store';
import { useNow } from '@/shared/ui/use-now';
import { formatPlayTime } from './play-time';
import styles from './reality-check-dialog.module.css';
import { rememberSeenChecks } from './reality-check-timer';

/**
 * The reality check (UKGC RTS 13): how long this session has lasted and what was staked and won
 * in it, with Continue, View game history and Log out. An alertdialog: the player answers it.
 */
export function RealityCheckDialog({ data }: DialogComponentProps<'realityCheck'>) {
  const { t } = useTranslation(['protection', 'overlays']);
  const navigate = useNavigate();
  // The figures as they are now, not as they were when the clock started.
  const session = useGetPlaySession({ query: { refetchOnMount: 'always' } });
  const figures = session.data?.data;
  const now = useNow(1000);
  const played = figures ? formatPlayTime(now - Date.parse(figures.startedAt)) : '';
  // The server keeps each answer as the record that the check was seen; a failure to record it
  // never holds the player up.
  const record = useAnswerRealityCheck();
  const answer = (choice: RealityCheckAnswer) =>
    record
      .mutateAsync({ data: { startedAt: data.startedAt, checks: data.checks, answer: choice } })
      .catch(() => undefined);
  // Every answer counts the check as seen, so a reload shows it no more.
  const close = (choice: RealityCheckAnswer) => {
    void answer(choice);
    rememberSeenChecks(data.startedAt, data.checks);
    closeDialog('realityCheck');
  };

  return (
    <Dialog
      name="realityCheck"
      title={t('overlays.dialogs.realityCheck')}
      alert={{ onEscape: () => close(RealityCheckAnswer.Continue) }}
    >
      <div className={styles.check}>
        <p className={styles.checkHeading}>
          {figures ? t('protection.check.heading', { time: played }) : null}
        </p>
        <dl className={styles.checkFigures} aria-busy={!figures || undefined}>
          <div>
            <dt>{t('protection.check.timePlayed')}</dt>
            <dd>{played}</dd>
          </div>
          <div>
            <dt>{t('protection.check.bets')}</dt>
            <dd>{figures ? formatMoney(figures.bets) : ''}</dd>
          </div>
          <div>
            <dt>{t('protection.check.wins')}</dt>
            <dd>{figures ? formatMoney(figures.wins) : ''}</dd>
          </div>
          <div>
            <dt>{t('protection.check.net')}</dt>
            <dd data-tone={figures && figures.net < 0 ? 'loss' : 'win'}>
              {figures ? formatMoney(figures.net) : ''}
            </dd>
          </div>
        </dl>
        <div className={styles.checkActions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => close(RealityCheckAnswer.Continue)}
          >
            {t('protection.check.continue')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              close(RealityCheckAnswer.History);
              navigate(paths.gameHistory);
            }}
          >
            {t('protection.check.viewHistory')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            // Recorded before the logout ends the session it belongs to.
            onClick={() => void answer(RealityCheckAnswer.Logout).then(() => endSession('logout'))}
          >
            {t('protection.check.logout')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
