import { useId, type ReactNode } from 'react';
import styles from './bonus-cards.module.css';
import { HistoryEmpty } from './history-states';

export interface CardGroupProps {
  /** The group's heading, which also names its region ("Active bonuses"). */
  title: string;
  children: ReactNode;
}

/** A titled group of cards on a history page (active bonuses, offers). */
export function CardGroup({ title, children }: CardGroupProps) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface CardListProps<Item extends { id: string | number }> {
  items: readonly Item[];
  /** Said instead of the list when there is nothing in it. */
  empty: string;
  children: (item: Item) => ReactNode;
}

/** Cards in a grid, one per item, or the sentence that says there are none. */
export function CardList<Item extends { id: string | number }>({
  items,
  empty,
  children,
}: CardListProps<Item>) {
  if (items.length === 0) return <HistoryEmpty text={empty} />;
  return (
    <ul className={styles.bonusList}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
