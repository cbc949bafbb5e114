import type { Language } from '@focus-room/core/i18n/languages';
import { type ComponentType, use } from 'react';
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
  const loaded = new Map<Language, LegalSection[]>();
  const pending = new Map<Language, Promise<void>>();
  const preload = (language: Language) => {
    let loading = pending.get(language);
    if (!loading) {
      loading = loaders[language]().then(({ sections }) => void loaded.set(language, sections));
      pending.set(language, loading);
      // A failed fetch may be tried again by the next render.
      loading.catch(() => pending.delete(language));
    }
    return loading;
  };
  const sectionsIn = (language: Language) =>
    function Sections() {
      // Suspends (the page's Suspense shows the loading state) until the language's text is there.
      if (!loaded.has(language)) use(preload(language));
      const sections = loaded.get(language);
      return sections ? <LegalSections sections={sections} /> : null;
    };
  const byLanguage = Object.fromEntries(
    (Object.keys(loaders) as Language[]).map((language) => [language, sectionsIn(language)]),
  ) as unknown as Record<Language, ComponentType>;
  return { byLanguage, preload };
}
