import { LegalDocument } from '../../features/legal/components/legal-document';
import { privacyDataSections } from '../../features/legal/components/privacy-sections-data';
import { privacyRightsSections } from '../../features/legal/components/privacy-sections-rights';

/** /data-privacy, /privacy and /privacy-policy. */
export function PrivacyRoute() {
  return (
    <LegalDocument
      title="Privacy Notice"
      lead="What data Focus Room keeps, why, for how long, and the rights you have over it."
      sections={[...privacyDataSections, ...privacyRightsSections]}
    />
  );
}
