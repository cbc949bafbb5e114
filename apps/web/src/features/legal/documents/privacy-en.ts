import { privacyDataSections } from './privacy-en-data';
import { privacyRightsSections } from './privacy-en-rights';

/** The English privacy notice, one chunk (loaded only for English readers, see localized-document.tsx). */
export const sections = [...privacyDataSections, ...privacyRightsSections];
