import { LegalDocument } from '../../features/legal/components/legal-document';
import { termsLegalSections } from '../../features/legal/components/terms-sections-legal';
import { termsServiceSections } from '../../features/legal/components/terms-sections-service';

/** /terms-and-conditions and /terms. */
export function TermsRoute() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lead="The rules for using Focus Room: what we offer, what we ask of you, and the law that applies."
      sections={[...termsServiceSections, ...termsLegalSections]}
    />
  );
}
