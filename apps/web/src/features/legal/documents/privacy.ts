import { getLanguage } from '../../../i18n/i18n';
import { localizedDocument } from './localized-document';

/** The privacy notice, written for each language's readers (Datenschutzerklärung under the DSGVO in German). */
export const privacyDocument = localizedDocument({
  en: () => import('./privacy-en'),
  de: () => import('./privacy-de'),
});

// Fetched as soon as the page's own chunk runs, not only after its first render.
privacyDocument.preload(getLanguage()).catch(() => undefined);
