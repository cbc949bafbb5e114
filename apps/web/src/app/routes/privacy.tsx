import { LegalDocument } from '../../features/legal/components/legal-document';
import { privacyDocument } from '../../features/legal/documents/privacy';
import { useT } from '../../i18n/use-t';

/** /data-privacy, /privacy and /privacy-policy. */
export function PrivacyRoute() {
  const { t } = useT();
  return (
    <LegalDocument title={t('legal.privacy.title')} lead={t('legal.privacy.lead')} text={privacyDocument} />
  );
}
