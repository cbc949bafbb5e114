import type { Language } from '@focus-room/core/i18n/languages';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { LegalSections } from '../components/legal-sections';
import type { LegalSection } from './legal-section';

// The parts every language's document shows, taken from here by the documents: so they (and their styles,
// which a prerendered page needs inlined at once) come with the page's own chunk, not each document's.
export { OperatorDetails } from '../components/operator-details';
export { SupportEmailLink } from '../components/support-email-link';

type Loader = () => Promise<{ sections: LegalSection[] }>;

export type LocalizedDocument = {
  /** The document's sections in each language; each language is its own chunk, so a reader loads one. */
  byLanguage: Record<Language, LazyExoticComponent<ComponentType>>;
  /** Starts fetching a language's text before the page first asks for it. */
  preload: (language: Language) => void;
};

/**
 * A legal document kept as one component per language rather than one catalog key per sentence: legal
 * prose is written for its readers' law and wording, not translated phrase by phrase (see the legal
 * catalog for the short texts around it).
 */
export function localizedDocument(loaders: Record<Language, Loader>): LocalizedDocument {
  const entries = Object.entries(loaders) as [Language, Loader][];
  const byLanguage = Object.fromEntries(
    entries.map(([language, load]) => [
      language,
      lazy(() => load().then(({ sections }) => ({ default: () => <LegalSections sections={sections} /> }))),
    ]),
  ) as Record<Language, LazyExoticComponent<ComponentType>>;
  // import() is cached by the module loader, so the lazy component later gets this same module.
  return { byLanguage, preload: (language) => void loaders[language]().catch(() => undefined) };
}
