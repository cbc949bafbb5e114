import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

/** /reset-password */
export function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}
