import styles from './history.module.css';

export type BadgeTone = 'good' | 'waiting' | 'bad' | 'neutral';

/** A status as a badge: its text says it, the colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
