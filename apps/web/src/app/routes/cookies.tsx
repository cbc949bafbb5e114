import { Page } from '../../components/layout/page';
import { CookiePolicy } from '../../features/cookies/components/cookie-policy';
import { CookiePreferencesForm } from '../../features/cookies/components/cookie-preferences-form';
import { useT } from '../../i18n/use-t';

export function CookiesRoute() {
  const { t } = useT();
  return (
    <Page title={t('legal.cookies.title')} lead={t('legal.cookies.lead')}>
      <CookiePolicy />
      <CookiePreferencesForm />
    </Page>
  );
}
