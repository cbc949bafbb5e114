import { PRODUCT_NAME } from '@focus-room/core/product';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button, IconButton } from '../../../components/ui/button';
import { useDeleteAccountFlow } from '../hooks/use-delete-account-flow';
import { DeleteAccountDialog } from './delete-account-dialog';
import styles from './profile-dialog.module.css';
import type { DialogFocusProps } from './use-dialog-focus';

type SettingsDialogProps = DialogFocusProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 001 §2 Settings modal: one button, Delete Account, which asks for confirmation first. */
export function SettingsDialog({ open, onOpenChange, onCloseAutoFocus }: SettingsDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const { deleteAccount, pending } = useDeleteAccountFlow();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={onCloseAutoFocus}
          // Stepped back while the confirmation is up, so one dialog shows at a time.
          data-covered={confirming || undefined}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>Settings</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton aria-label="Close" className={styles.close}>
                <X size={18} aria-hidden="true" />
              </IconButton>
            </Dialog.Close>
          </header>
          <Dialog.Description className={styles.text}>Manage your {PRODUCT_NAME} account.</Dialog.Description>
          <section className={styles.danger} aria-labelledby="settings-danger">
            <h3 id="settings-danger" className={styles.dangerTitle}>
              Account
            </h3>
            <p className={styles.dangerText}>
              Deleting your account removes your tasks, coins, level and progress for good.
            </p>
            <DeleteAccountDialog
              open={confirming}
              onOpenChange={(next) => !pending && setConfirming(next)}
              pending={pending}
              onConfirm={deleteAccount}
              trigger={
                <Button className={styles.dangerButton}>
                  <Trash2 size={16} aria-hidden="true" /> Delete Account
                </Button>
              }
            />
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
