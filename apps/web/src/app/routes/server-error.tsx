import { useLocation, useNavigate } from 'react-router';
import { ErrorPanel } from '../../components/layout/error-panel';

/** The login and registration flows send people here after a server failure. Retry goes back to the
 *  page they came from (passed as `state.from`, else the previous history entry). */
export function ServerErrorRoute() {
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
      title="Something went wrong on our side"
      text="Our server could not complete your request. This is not your fault. Please try again in a moment."
      onRetry={retry}
    />
  );
}
