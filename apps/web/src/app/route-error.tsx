import { ErrorPanel } from '../components/layout/error-panel';
import { useT } from '../i18n/use-t';

/** Drawn instead of a page that threw while rendering or loading its chunk (e.g. after a deploy). */
export function RouteError() {
  const { t } = useT();
  return (
    <ErrorPanel
      code={t('common.crashCode')}
      title={t('common.crashTitle')}
      text={t('common.crashText')}
      onRetry={() => window.location.reload()}
    />
  );
}
