import type { UpgradeResponse } from '@focus-room/core/api/levels';
import { MAX_LEVEL } from '@focus-room/core/levels/level-names';
import * as Dialog from '@radix-ui/react-dialog';
import { PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Confetti } from '../../../components/ui/confetti';
import { dialogStyles } from '../../../components/ui/dialog-frame';
import { useT } from '../../../i18n/use-t';
import { levelItemName } from '../lib/level-items';
import styles from './congratulations-dialog.module.css';

import { RoomPicture } from './room-picture';

type CongratulationsDialogProps = {
  result: UpgradeResponse | null;
  onContinue: () => void;
};

// No window in the build's prerender (src/prerender.tsx): no size until the browser has one.
const readViewport = () =>
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
// react-confetti styles its canvas inline; this keeps it fixed over the dialog's backdrop and out of the
// way of clicks.
const CONFETTI_STYLE = {
  position: 'fixed',
  inset: 0,
  zIndex: 'calc(var(--z-dialog) + 2)',
  pointerEvents: 'none',
} as const;

function useViewportSize() {
  const [size, setSize] = useState(readViewport);
  useEffect(() => {
    const onResize = () => setSize(readViewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * The congratulations dialog with confetti (200 pieces, gravity 0.1, friction 0.99, not recycled; none when
 * the user asked for reduced motion). Continue, and any other way of closing it, reloads the page
 * (docs/product-rules.md#upgrade-flow).
 */
export function CongratulationsDialog({ result, onContinue }: CongratulationsDialogProps) {
  const { width, height } = useViewportSize();
  const { t } = useT();
  if (!result) return null;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const isMax = result.newLevel >= MAX_LEVEL;
  const title = isMax ? t('levels.reachedMax') : t('levels.reachedLevel', { level: result.newLevel });
  const item = levelItemName(Math.min(MAX_LEVEL, result.newLevel));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onContinue()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        {reduceMotion ? null : (
          <Confetti
            style={CONFETTI_STYLE}
            width={width}
            height={height}
            numberOfPieces={200}
            gravity={0.1}
            friction={0.99}
            recycle={false}
            aria-hidden="true"
          />
        )}
        <Dialog.Content
          className={[
            dialogStyles.content,
            dialogStyles.small,
            dialogStyles.stack,
            dialogStyles.centered,
          ].join(' ')}
        >
          <PartyPopper size={36} aria-hidden="true" className={styles.icon} />
          <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialogStyles.text}>
            {result.levelsUpgraded > 1
              ? t('levels.upgradedMany', { levels: result.levelsUpgraded, coins: result.totalCostSpent })
              : t('levels.newInRoom', { item })}
          </Dialog.Description>
          <RoomPicture
            className={styles.picture}
            imageLight={result.imageLight}
            imageDark={result.imageDark}
            alt={t('levels.roomAlt', { level: result.newLevel })}
          />
          <Button onClick={onContinue} autoFocus block>
            {t('levels.continue')}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
