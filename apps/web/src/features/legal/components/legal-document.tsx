import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Page } from '../../../components/layout/page';
import { PageLoading } from '../../../components/layout/page-loading';
import { PartBoundary } from '../../../components/layout/part-boundary';
import { formatDate } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import type { LocalizedDocument } from '../documents/localized-document';
import styles from './legal-document.module.css';

/** When the privacy notice and the terms last changed (both languages state the same facts). */
export const LEGAL_LAST_UPDATED = Date.UTC(2025, 5, 1);

type LegalDocumentProps = {
  title: string;
  lead: ReactNode;
  text: LocalizedDocument;
};

/** Privacy notice and terms share this frame; the document itself comes in the reader's language. */
export function LegalDocument({ title, lead, text }: LegalDocumentProps) {
  const { t, language } = useT();
  // After a language switch the text stays in the old language until the new one's chunk has arrived,
  // instead of a spinner in its place.
  const [shownLanguage, setShownLanguage] = useState(language);
  useEffect(() => {
    if (language === shownLanguage) return;
    let live = true;
    const show = () => live && setShownLanguage(language);
    text.preload(language).then(show, show);
    return () => {
      live = false;
    };
  }, [language, shownLanguage, text]);
  const Sections = text.byLanguage[shownLanguage];
  const updated = formatDate(LEGAL_LAST_UPDATED, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className={styles.frame}>
      <Page title={title} lead={lead} eyebrow={t('legal.document.lastUpdated', { date: updated })}>
        <PartBoundary>
          <Suspense fallback={<PageLoading />}>
            <Sections />
          </Suspense>
        </PartBoundary>
      </Page>
    </div>
  );
}
