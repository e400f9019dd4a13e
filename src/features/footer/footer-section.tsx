import { useId, type ReactNode } from 'react';
import styles from './footer-links.module.css';

export interface FooterSectionProps {
  heading: string;
  children: ReactNode;
}

/** One footer column: a navigation landmark named by its heading. */
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
