import type { PublicUser } from '@focus-room/core/api/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';

export type FieldErrors = Record<string, string>;

/**
 * One change of the account's sign-in details in Settings (docs/product-rules.md#sign-in-details): sends
 * it, puts a refusal on the field it names (or under the form when it names none the form shows), and on
 * success shows the server's message and takes the account as the answer describes it.
 */
export function useAccountChange<Body, Answer extends { message: string; user?: PublicUser }>(
  send: (body: Body) => Promise<Answer>,
  fields: readonly string[],
) {
  const { t } = useT();
  const { updateUser } = useSession();
  const mutation = useMutation({ mutationFn: send });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const clear = () => {
    setFieldErrors({});
    setError('');
    setDone('');
  };

  /** Shows the form's own checks, made before sending. */
  const refuse = (errors: FieldErrors) => {
    clear();
    setFieldErrors(errors);
  };

  const submit = async (body: Body): Promise<Answer | undefined> => {
    clear();
    try {
      const answer = await mutation.mutateAsync(body);
      if (answer.user) updateUser(answer.user);
      setDone(localizeServerMessage(answer.message));
      return answer;
    } catch (failure) {
      const named = failure instanceof ApiError && failure.fields ? failure.fields : {};
      if (fields.some((field) => named[field])) setFieldErrors(named);
      else setError(serverMessageOr(failure, t('profile.signIn.failed')));
      return undefined;
    }
  };

  return { submit, refuse, clear, pending: mutation.isPending, fieldErrors, error, done };
}
