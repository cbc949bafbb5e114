import { ErrorPanel } from '../../components/layout/error-panel';
import { useT } from '../../i18n/use-t';
import { goBack, useLocation } from '../../lib/routing';

/** The login and registration flows send people here after a server failure. Retry goes back to the
 *  page they came from, or loads this one again when the tab opened on it. */
export function ServerErrorRoute() {
  const { t } = useT();
  const { url } = useLocation();
  const retry = () => goBack(() => window.location.reload(), url);

  return (
    <ErrorPanel
      code="500"
      title={t('common.serverErrorTitle')}
      text={t('common.serverErrorText')}
      onRetry={retry}
    />
  );
}
