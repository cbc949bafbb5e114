import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * The operator's support address from GET /api/config (SUPPORT_EMAIL), as a mailto link. Until it is
 * known, words that fit where the address stands in a sentence ("write to our support address").
 */
export function SupportEmailLink({ className }: { className?: string }) {
  const { t } = useT();
  const { data, isError, refetch } = usePublicConfig();
  if (data) {
    return (
      <a href={`mailto:${data.supportEmail}`} className={className}>
        {data.supportEmail}
      </a>
    );
  }
  if (isError) {
    return (
      <span>
        <Trans
          id="legal.supportEmail.failed"
          components={{ 0: <button type="button" onClick={() => refetch()} /> }}
        />
      </span>
    );
  }
  return <span aria-busy="true">{t('legal.supportEmail.loading')}</span>;
}
