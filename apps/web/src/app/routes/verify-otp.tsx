import { VerifyOtpForm } from '../../features/auth/components/verify-otp-form';

/** /verify-otp */
export function VerifyOtpRoute() {
  return <VerifyOtpForm />;
}
