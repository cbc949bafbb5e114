import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import { preloadConfetti } from '../../../components/ui/confetti';
import { DialogFrame, dialogStyles } from '../../../components/ui/dialog-frame';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../i18n/use-t';
import styles from './upgrading-overlay.module.css';

type UpgradingOverlayProps = { open: boolean; targetLevel: number; progress: number };

const ALMOST_DONE_AT = 80;

/**
 * The upgrading overlay (docs/product-rules.md#upgrade-flow): a modal the user cannot dismiss (the upgrade is
 * on its way), with the progress bar and 'Please wait...' turning into 'Almost done!' near the end.
 */
export function UpgradingOverlay({ open, targetLevel, progress }: UpgradingOverlayProps) {
  const { t } = useT();
  const prevent = (event: Event) => event.preventDefault();
  const title = t('levels.upgradingTo', { level: targetLevel });
  // The congratulations that follow have confetti: its chunk comes while the upgrade runs.
  useEffect(() => {
    if (open) preloadConfetti();
  }, [open]);
  return (
    <Dialog.Root open={open}>
      <DialogFrame
        size="small"
        centered
        className={styles.panel}
        onEscapeKeyDown={prevent}
        onPointerDownOutside={prevent}
        onInteractOutside={prevent}
        aria-busy="true"
      >
        <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
        <ProgressBar label={title} value={progress} stepMs={30} />
        <Dialog.Description className={styles.text} aria-live="polite">
          {progress >= ALMOST_DONE_AT ? t('levels.almostDone') : t('levels.pleaseWait')}
        </Dialog.Description>
      </DialogFrame>
    </Dialog.Root>
  );
}
