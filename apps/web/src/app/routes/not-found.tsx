import { ErrorPanel } from '../../components/layout/error-panel';

export function NotFoundRoute() {
  return (
    <ErrorPanel
      code="404"
      title="Page Not Found"
      text="The page you are looking for does not exist or has moved. Let's get you back to focusing."
    />
  );
}
