import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import styles from './dialog.module.css';

export { styles as dialogStyles };

type DialogFrameProps = ComponentProps<typeof Dialog.Content> & {
  /** small 420 px, normal 460 px, wide 500 px, large 860 px (with a scrolling body of its own). */
  size?: 'small' | 'normal' | 'wide' | 'large';
  /** Parts in a column with even gaps, and centred text when `centered`. */
  stack?: boolean;
  centered?: boolean;
  /** A layer above another modal view (the mobile profile view). */
  overlayClassName?: string;
};

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The frame of every modal dialog (dialog.module.css): the overlay and the centred panel, inside a
 * Dialog.Root the dialog itself holds. Radix gives the modal behaviour: Escape, outside click, focus trap,
 * scroll lock.
 */
export function DialogFrame({
  size = 'normal',
  stack = false,
  centered = false,
  className,
  overlayClassName,
  children,
  ...content
}: DialogFrameProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={join(styles.overlay, overlayClassName)} />
      <Dialog.Content
        className={join(
          styles.content,
          size !== 'normal' && styles[size],
          stack && styles.stack,
          centered && styles.centered,
          className,
        )}
        {...content}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
