import { RegisterForm } from '../../features/auth/components/register-form';

/** /register (and /Register, where a home-page card links). */
export function RegisterRoute() {
  return <RegisterForm />;
}
