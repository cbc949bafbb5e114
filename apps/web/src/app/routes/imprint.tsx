import { Page } from '../../components/layout/page';
import { OperatorDetails } from '../../features/legal/components/operator-details';
import { MessageLink, Trans } from '../../i18n/trans';
import { useT } from '../../i18n/use-t';

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
          components={{
            0: <MessageLink href="/data-privacy" />,
            1: <MessageLink href="/terms-and-conditions" />,
          }}
        />
      </p>
    </Page>
  );
}
