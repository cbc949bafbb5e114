import { LoginForm } from '../../features/auth/components/login-form';

/** /login */
export function LoginRoute() {
  return <LoginForm />;
}
