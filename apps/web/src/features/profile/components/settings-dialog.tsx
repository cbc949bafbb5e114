import { ACCOUNT_MESSAGES } from '@focus-room/core/api/account-plain';
import { PRODUCT_NAME } from '@focus-room/core/product';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { DialogHeader } from '../../../components/ui/dialog-header';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { useDeleteAccountFlow } from '../hooks/use-delete-account-flow';
import type { DialogFocusProps } from './dialog-focus';
import { DownloadMyData } from './download-my-data';
import styles from './profile-dialog.module.css';
import { SignInDetails } from './sign-in-details';

type SettingsDialogProps = DialogFocusProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The statistics settings (goal, day start, time zone), composed by the app from the stats feature. */
  statsSettings?: ReactNode;
};

/**
 * The Settings modal: the statistics settings, the sign-in details (user name, email, password), 'Download
 * my data', and Delete Account, which asks for
 * confirmation first (docs/product-rules.md#account-deletion). The confirmation stays open while the call runs and after a
 * failure (the Error modal explains), so the user can try again or cancel.
 */
export function SettingsDialog({ open, onOpenChange, onCloseAutoFocus, statsSettings }: SettingsDialogProps) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const { deleteAccount, pending } = useDeleteAccountFlow();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogFrame
        stack
        overlayClassName={styles.layer}
        className={`${styles.layer} ${styles.content}`}
        onCloseAutoFocus={onCloseAutoFocus}
        // Stepped back while the confirmation is up, so one dialog shows at a time.
        data-covered={confirming || undefined}
      >
        <DialogHeader title={t('profile.settings.title')} closeLabel={t('profile.dialog.close')} />
        <Dialog.Description className={styles.text}>
          {t('profile.settings.text', { product: PRODUCT_NAME })}
        </Dialog.Description>
        {statsSettings ? (
          <section className={styles.block} aria-labelledby="settings-stats">
            <h3 id="settings-stats" className={styles.dangerTitle}>
              {t('profile.settings.statistics')}
            </h3>
            {statsSettings}
          </section>
        ) : null}
        <SignInDetails />
        <DownloadMyData />
        <section className={styles.danger} aria-labelledby="settings-danger">
          <h3 id="settings-danger" className={styles.dangerTitle}>
            {t('profile.settings.account')}
          </h3>
          <p className={styles.dangerText}>{t('profile.settings.deleteText')}</p>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            // The confirmation's wording is core's (the server catalog has it in every language).
            title={localizeServerMessage(ACCOUNT_MESSAGES.confirmTitle)}
            description={localizeServerMessage(ACCOUNT_MESSAGES.confirmText)}
            confirmLabel={t('profile.settings.deleteAccount')}
            busyLabel={t('profile.settings.deleting')}
            busy={pending}
            onConfirm={deleteAccount}
            danger
            trigger={
              <Button variant="danger">
                <Trash2 size={16} aria-hidden="true" /> {t('profile.settings.deleteAccount')}
              </Button>
            }
            // Over the mobile full-screen profile view, on its layer (see profile-dialog.module.css).
            overlayClassName={styles.layer}
            contentClassName={styles.layer}
          />
        </section>
      </DialogFrame>
    </Dialog.Root>
  );
}
