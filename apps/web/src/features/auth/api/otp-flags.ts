// Session-storage flags of the code flows: otpSent, resetVerified, emailForOtp
// (docs/product-rules.md#password-reset).
const read = (key: string) => {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Without session storage the flow asks for the email again.
  }
};

export const otpFlags = {
  email: () => read('emailForOtp'),
  otpSent: () => read('otpSent') === 'true',
  resetAllowed: () => read('resetVerified') === 'true',
  /** After a login refused for an unverified email. */
  markVerificationPending(email: string | null) {
    write('otpSent', 'true');
    if (email) write('emailForOtp', email);
  },
  /** After the forgot-password request, whatever its outcome. */
  markResetRequested(email: string) {
    write('otpSent', 'true');
    write('resetVerified', 'true');
    write('emailForOtp', email);
  },
  clear() {
    write('otpSent', null);
    write('resetVerified', null);
    write('emailForOtp', null);
  },
};
