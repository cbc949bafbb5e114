import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account-plain';
import { useMessage } from '../../../components/ui/message-dialog';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { useLocation } from '../../../lib/routing';
import { useSession } from '../../../lib/session/session-context';
import { readToken } from '../../../lib/session/session-storage';
import { useDeleteAccount } from '../api/delete-account';
import { deleteAccountErrorMessage } from '../lib/delete-account-error';

/**
 * Account deletion (docs/product-rules.md#account-deletion): the delete call, then storage and cookies are
 * wiped on this device (theme and cookie choices stay, as with the idle rule), the user is logged out and
 * sent to /login, where the success message shows. The server has already ended every session, so there is no
 * logout call; the session provider drops the cached data of the account as the session ends.
 */
export function useDeleteAccountFlow() {
  const { t } = useT();
  const { forgetEverything } = useSession();
  const showMessage = useMessage();
  const { route: navigate } = useLocation();
  const mutation = useDeleteAccount();

  const deleteAccount = async () => {
    if (!readToken()) {
      void showMessage({
        title: t('profile.deletion.error'),
        message: localizeServerMessage(ACCOUNT_MESSAGES.authRequired),
      });
      return;
    }
    try {
      await mutation.mutateAsync();
    } catch (error) {
      console.error('Account deletion failed', error);
      void showMessage({ title: t('profile.deletion.error'), message: deleteAccountErrorMessage(error) });
      return;
    }
    forgetEverything();
    navigate('/login', true);
    void showMessage({
      title: t('profile.deletion.success'),
      message: localizeServerMessage(ACCOUNT_MESSAGES.deleted),
    });
  };

  return { deleteAccount, pending: mutation.isPending };
}
