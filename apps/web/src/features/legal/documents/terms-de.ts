import { termsLegalSectionsDe } from './terms-de-legal';
import { termsServiceSectionsDe } from './terms-de-service';

/** The German terms, one chunk (loaded only for German readers, see localized-document.tsx). */
export const sections = [...termsServiceSectionsDe, ...termsLegalSectionsDe];
