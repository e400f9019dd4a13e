import { useId, type ReactNode } from 'react';
import styles from './site-footer.module.css';

export interface FooterSectionProps {
  heading: string;
  children: ReactNode;
}

/** One footer column: a navigation landmark named by its heading (spec 2.7). */
export function FooterSection({ heading, children }: FooterSectionProps) {
  const headingId = useId();
  return (
    <nav className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </nav>
  );
}
