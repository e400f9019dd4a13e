import styles from './status-badge.module.css';

export type BadgeTone = 'good' | 'waiting' | 'bad' | 'neutral';

export interface StatusBadgeProps {
  tone: BadgeTone;
  children: string;
}

/** A status as a badge: its text says it, the colour only repeats it. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
