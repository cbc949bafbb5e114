import { useSession } from '../../../lib/session/session-context';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { UsernameForm } from './username-form';

/** Settings' sign-in details: user name, email and password (docs/product-rules.md#sign-in-details). */
export function SignInDetails() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <UsernameForm username={user.username} />
      <EmailForm email={user.email} />
      {/* A cookie from before the flag existed says nothing: such an account is asked for its password. */}
      <PasswordForm hasPassword={user.hasPassword !== false} />
    </>
  );
}
