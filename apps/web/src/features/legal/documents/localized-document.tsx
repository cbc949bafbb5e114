import type { Language } from '@focus-room/core/i18n/languages';
import type { ComponentType } from 'react';
import { type LazyPage, lazy } from '../../../lib/routing';
import { LegalSections } from '../components/legal-sections';
import type { LegalSection } from './legal-section';

// The parts every language's document shows, taken from here by the documents: so they (and their styles,
// which a prerendered page needs inlined at once) come with the page's own chunk, not each document's.
export { OperatorDetails } from '../components/operator-details';
export { SupportEmailLink } from '../components/support-email-link';

type Loader = () => Promise<{ sections: LegalSection[] }>;

export type LocalizedDocument = {
  /** The document's sections in each language; each language is its own chunk, so a reader loads one. */
  byLanguage: Record<Language, ComponentType>;
  /** Fetches a language's text (once); after it, that language's sections draw without suspending. */
  preload: (language: Language) => Promise<void>;
};

/**
 * A legal document kept as one component per language rather than one catalog key per sentence: legal
 * prose is written for its readers' law and wording, not translated phrase by phrase (see the legal
 * catalog for the short texts around it).
 */
export function localizedDocument(loaders: Record<Language, Loader>): LocalizedDocument {
  // Each language's sections are a lazy part: one that cannot be fetched (offline on a first visit) says so
  // in the document's place and is fetched again once the network is back (PartBoundary).
  const byLanguage = Object.fromEntries(
    (Object.keys(loaders) as Language[]).map((language) => [
      language,
      lazy(() =>
        loaders[language]().then(
          ({ sections }) =>
            function Sections() {
              return <LegalSections sections={sections} />;
            },
        ),
      ),
    ]),
  ) as Record<Language, LazyPage>;
  return { byLanguage, preload: (language) => byLanguage[language].preload().then(() => undefined) };
}
