import card from '../../../components/ui/card.module.css';
import { useT } from '../../../i18n/use-t';
import type { LegalSection } from '../documents/legal-section';
import styles from './legal-document.module.css';

/** A legal document's body: a table of contents, then numbered sections on one card. */
export function LegalSections({ sections }: { sections: LegalSection[] }) {
  const { t } = useT();
  return (
    <>
      <nav aria-label={t('legal.document.contents')} className={styles.toc}>
        <h2 className={styles.tocTitle}>{t('legal.document.contents')}</h2>
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
    </>
  );
}
