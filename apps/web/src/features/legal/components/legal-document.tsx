import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/page';
import card from '../../../components/ui/card.module.css';
import styles from './legal-document.module.css';

export const LEGAL_LAST_UPDATED = 'June 2025';

type LegalDocumentProps = {
  title: string;
  lead: ReactNode;
  sections: { id: string; title: string; body: ReactNode }[];
};

/** Privacy notice and terms share this: a table of contents, then numbered sections on one card. */
export function LegalDocument({ title, lead, sections }: LegalDocumentProps) {
  return (
    <Page title={title} lead={lead} eyebrow={`Last updated: ${LEGAL_LAST_UPDATED}`}>
      <nav aria-label="Contents" className={styles.toc}>
        <h2 className={styles.tocTitle}>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={`${card.card} ${styles.article}`}>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </Page>
  );
}
