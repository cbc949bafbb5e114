import { Page } from '../../components/layout/page';
import { CookiePolicy } from '../../features/cookies/components/cookie-policy';
import { CookiePreferencesForm } from '../../features/cookies/components/cookie-preferences-form';

export function CookiesRoute() {
  return (
    <Page
      title="Cookies and Preferences"
      lead="What Focus Room stores in your browser, and your choice about everything that is not strictly necessary."
    >
      <CookiePolicy />
      <CookiePreferencesForm />
    </Page>
  );
}
