import { Page } from '../../components/layout/page';
import { OperatorDetails } from '../../features/legal/components/operator-details';
import { Trans } from '../../i18n/trans';
import { useT } from '../../i18n/use-t';
import { Link } from '../../lib/router';

/** /imprint: the provider identification German law requires (§ 5 DDG), from the server's configuration. */
export function ImprintRoute() {
  const { t } = useT();
  return (
    <Page title={t('legal.imprint.title')} lead={t('legal.imprint.lead')}>
      <h2>{t('legal.imprint.provider')}</h2>
      <OperatorDetails />
      <p>
        <Trans
          id="legal.imprint.links"
          components={{ 0: <Link to="/data-privacy" />, 1: <Link to="/terms-and-conditions" /> }}
        />
      </p>
    </Page>
  );
}
