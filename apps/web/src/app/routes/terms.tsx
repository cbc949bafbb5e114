import { LegalDocument } from '../../features/legal/components/legal-document';
import { termsDocument } from '../../features/legal/documents/terms';
import { useT } from '../../i18n/use-t';

/** /terms-and-conditions and /terms. */
export function TermsRoute() {
  const { t } = useT();
  return <LegalDocument title={t('legal.terms.title')} lead={t('legal.terms.lead')} text={termsDocument} />;
}
