import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { defineTrialBonus } from '@generated/api/bonus/bonus';
import { getGetBalanceQueryKey } from '@generated/api/user/user';
import { fireConfetti } from '@/features/auth/confetti';
import { CELEBRATION_START_DELAY_MS, TRIAL_BONUS_CLOSE_DELAY_MS } from '@/shared/config/constants';
import { paths } from '@/shared/config/paths';
import { formatMoney } from '@/shared/format/money';
import { openLiveChat } from '@/shared/live-chat/live-chat-store';
import { answerOrNothing } from '@/shared/toast/mutation-outcome';
import buttons from '@/shared/ui/button.module.css';
import { closeDialog } from '@/shared/ui/dialog/dialog-store';
import { Icon } from '@/shared/ui/icon';
import styles from './celebration.module.css';

export interface CelebrationProps {
  /** The trial bonus to define; 0 when the player did not ask for it. */
  bonusAmount: number;
}

/**
 * The celebration after registration: it starts 100 ms after it shows. Without a bonus: Deposit
 * and Live Chat. With one: Yes defines it (bonus/definetrialbonus), fires 150 confetti particles
 * and closes the dialog after 1 s.
 */
export function Celebration({ bonusAmount }: CelebrationProps) {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The contract makes this call a GET, so the generated code has a query for it, not a mutation.
  const define = useMutation({
    mutationFn: () => defineTrialBonus(),
    meta: { errorToast: true, successToast: true, invalidates: [getGetBalanceQueryKey()] },
  });
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    // The form that led here is gone: focus moves to the celebration.
    root.current?.focus();
    const timer = setTimeout(() => setStarted(true), CELEBRATION_START_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(closeTimer.current);
    };
  }, []);

  // A double click defines the bonus once; a refusal lets the player try again.
  const asking = useRef(false);
  async function acceptBonus() {
    if (asking.current) return;
    asking.current = true;
    if (await answerOrNothing(define.mutateAsync())) {
      void fireConfetti();
      closeTimer.current = setTimeout(() => closeDialog('register'), TRIAL_BONUS_CLOSE_DELAY_MS);
    } else {
      asking.current = false;
    }
  }

  return (
    <section
      ref={root}
      tabIndex={-1}
      className={`${styles.root} ${started ? styles.started : ''}`}
      aria-live="polite"
    >
      <span className={styles.badge} aria-hidden="true">
        <Icon name={bonusAmount > 0 ? 'gift' : 'star'} size={44} />
      </span>
      {/* The dialog's title names it for assistive technology; this is its visible face. */}
      <p className={styles.title} aria-hidden="true">
        {t('auth.celebration.title')}
      </p>
      {bonusAmount > 0 ? (
        <>
          <p className={styles.text}>
            {t('auth.celebration.bonusText', { amount: formatMoney(bonusAmount) })}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.primary}
              disabled={define.isPending || define.isSuccess}
              aria-busy={define.isPending || undefined}
              onClick={() => void acceptBonus()}
            >
              {t('auth.celebration.yes')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('auth.celebration.welcome')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.primary}
              onClick={() => {
                closeDialog('register');
                navigate(paths.deposit);
              }}
            >
              {t('auth.celebration.deposit')}
            </button>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                closeDialog('register');
                openLiveChat();
              }}
            >
              {t('auth.celebration.liveChat')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
