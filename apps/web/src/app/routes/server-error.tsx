import { ErrorPanel } from '../../components/layout/error-panel';
import { useT } from '../../i18n/use-t';
import { useLocation, useNavigate } from '../../lib/router';

/** The login and registration flows send people here after a server failure. Retry goes back to the
 *  page they came from (passed as `state.from`, else the previous history entry). */
export function ServerErrorRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;

  const retry = () => {
    if (typeof from === 'string' && from.startsWith('/')) navigate(from, { replace: true });
    // 'default' is the key of the first page loaded in this tab: there is nothing of ours to go back to.
    else if (location.key !== 'default') navigate(-1);
    else window.location.reload();
  };

  return (
    <ErrorPanel
      code="500"
      title={t('common.serverErrorTitle')}
      text={t('common.serverErrorText')}
      onRetry={retry}
    />
  );
}
