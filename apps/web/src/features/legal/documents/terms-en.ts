import { termsLegalSections } from './terms-en-legal';
import { termsServiceSections } from './terms-en-service';

/** The English terms, one chunk (loaded only for English readers, see localized-document.tsx). */
export const sections = [...termsServiceSections, ...termsLegalSections];
