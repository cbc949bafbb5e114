import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from '../components/layout/error-panel';
import { useT } from '../i18n/use-t';

/** Catches anything a page throws while rendering or loading its chunk (e.g. after a deploy). */
export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPanel code="404" title={t('common.notFoundTitle')} text={t('common.notFoundShort')} />;
  }
  return (
    <ErrorPanel
      code={t('common.crashCode')}
      title={t('common.crashTitle')}
      text={t('common.crashText')}
      onRetry={() => window.location.reload()}
    />
  );
}
