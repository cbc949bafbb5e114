import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from '../components/layout/error-panel';

/** Catches anything a page throws while rendering or loading its chunk (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPanel code="404" title="Page Not Found" text="This page does not exist." />;
  }
  return (
    <ErrorPanel
      code="Oops"
      title="Something went wrong"
      text="This page could not be shown. Please try again; your progress is safe."
      onRetry={() => window.location.reload()}
    />
  );
}
