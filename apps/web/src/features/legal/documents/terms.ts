import { getLanguage } from '../../../i18n/i18n';
import { localizedDocument } from './localized-document';

/** The terms and conditions, written for each language's readers (Nutzungsbedingungen in German). */
export const termsDocument = localizedDocument({
  en: () => import('./terms-en'),
  de: () => import('./terms-de'),
});

// Fetched as soon as the page's own chunk runs, not only after its first render.
termsDocument.preload(getLanguage()).catch(() => undefined);
