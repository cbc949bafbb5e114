import { ErrorPanel } from '../../components/layout/error-panel';
import { useT } from '../../i18n/use-t';

export function NotFoundRoute() {
  const { t } = useT();
  return <ErrorPanel code="404" title={t('common.notFoundTitle')} text={t('common.notFoundText')} />;
}
