import { PRODUCT_NAME } from '@focus-room/core/product';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { Button, IconButton } from '../ui/button';
import { DialogFrame } from '../ui/dialog-frame';
import { AboutContent } from './about-content';
import styles from './about-dialog.module.css';

type AboutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close. Radix would pick the trigger, but the dialog also opens from the mobile
   *  menu, whose item is gone by then. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

export function AboutDialog({ open, onOpenChange, returnFocusRef }: AboutDialogProps) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        size="large"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <header className={styles.header}>
          <div>
            <Dialog.Title className={styles.title}>{PRODUCT_NAME}</Dialog.Title>
            <Dialog.Description className={styles.description}>
              {t('common.aboutDescription')}
            </Dialog.Description>
          </div>
          <Dialog.Close asChild>
            <IconButton aria-label={t('common.close')}>
              <X size={20} aria-hidden="true" />
            </IconButton>
          </Dialog.Close>
        </header>
        <div className={styles.body}>
          <AboutContent />
        </div>
        <footer className={styles.footer}>
          <Dialog.Close asChild>
            <Button>{t('common.aboutGotIt')}</Button>
          </Dialog.Close>
        </footer>
      </DialogFrame>
    </Dialog.Root>
  );
}
