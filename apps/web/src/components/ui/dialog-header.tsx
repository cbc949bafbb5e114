import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { IconButton } from './button';
import styles from './dialog.module.css';

// Its own module: the message dialog, which every page may show, draws no close button and so needs no
// icon library.
/** The dialog's title with its close button (an X named `closeLabel`) at the right. */
export function DialogHeader({ title, closeLabel }: { title: string; closeLabel: string }) {
  return (
    <header className={styles.header}>
      <Dialog.Title className={styles.title}>{title}</Dialog.Title>
      <Dialog.Close asChild>
        <IconButton aria-label={closeLabel} className={styles.close}>
          <X size={18} aria-hidden="true" />
        </IconButton>
      </Dialog.Close>
    </header>
  );
}
