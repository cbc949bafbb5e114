import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';
import styles from './operator-details.module.css';
import { SupportEmailLink } from './support-email-link';

/**
 * Who runs this server, from GET /api/config (OPERATOR_NAME, OPERATOR_ADDRESS, SUPPORT_EMAIL): the
 * controller of the privacy notice, the party of the terms, the imprint's provider.
 */
export function OperatorDetails() {
  const { t } = useT();
  const { data } = usePublicConfig();
  const operator = data?.operator;
  return (
    <address className={styles.operator} data-testid="operator-details">
      {operator?.name ? <strong>{operator.name}</strong> : null}
      {operator?.address
        ? operator.address.split('\n').map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one address, never reordered
            <span key={index}>{line}</span>
          ))
        : null}
      {data && (!operator?.name || !operator.address) ? <em>{t('legal.operator.unset')}</em> : null}
      <span>
        <Trans id="legal.operator.email" components={{ 0: <SupportEmailLink /> }} />
      </span>
    </address>
  );
}
