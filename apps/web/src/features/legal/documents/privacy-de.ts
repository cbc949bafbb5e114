import { privacyDataSectionsDe } from './privacy-de-data';
import { privacyRightsSectionsDe } from './privacy-de-rights';

/** The German privacy notice, one chunk (loaded only for German readers, see localized-document.tsx). */
export const sections = [...privacyDataSectionsDe, ...privacyRightsSectionsDe];
