import formStyles from '@/shared/forms/form.module.css';
import styles from './auth-dialogs.module.css';

export interface SwitchLineProps {
  text: string;
  action: string;
  onClick: () => void;
}

/** 'Not a Member? Sign Up Now!' and its like, at the bottom of the account dialogs. */
export function SwitchLine({ text, action, onClick }: SwitchLineProps) {
  return (
    <p className={styles.switch}>
      {text}{' '}
      <button type="button" className={formStyles.linkButton} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}
