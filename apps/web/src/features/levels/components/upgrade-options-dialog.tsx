import { UPGRADE_MESSAGES } from '@focus-room/core/api/levels';
import { upgradeCost } from '@focus-room/core/levels/cost-table';
import * as Dialog from '@radix-ui/react-dialog';
import { Coins } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import type { UpgradeMode } from '../api/upgrade-level';
import styles from './level-dialog.module.css';

type UpgradeOptionsDialogProps = {
  /** null = closed. 'max' = the 'Max Level Reached' variant. */
  view: null | 'max' | { level: number; coins: number; maxLevelUpgrades: number };
  onChoose: (mode: UpgradeMode) => void;
  onClose: () => void;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function costOf(level: number, levels: number) {
  let total = 0;
  for (let target = level + 1; target <= level + levels; target += 1) total += upgradeCost(target);
  return total;
}

/**
 * The upgrade options modal, and its 'Max Level Reached' variant at level 50
 * (docs/product-rules.md#upgrade-flow).
 */
export function UpgradeOptionsDialog({ view, onChoose, onClose }: UpgradeOptionsDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={view !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} {...returnFocus}>
          {view === 'max' ? (
            <>
              <Dialog.Title className={styles.title}>Max Level Reached</Dialog.Title>
              <Dialog.Description className={styles.text}>{UPGRADE_MESSAGES.maxLevel}</Dialog.Description>
              <div className={styles.actions}>
                <Button onClick={onClose}>Close</Button>
              </div>
            </>
          ) : view ? (
            <>
              <Dialog.Title className={styles.title}>Upgrade your room</Dialog.Title>
              <Dialog.Description className={styles.coins}>
                <Coins size={18} aria-hidden="true" />
                Your coins: {view.coins}
              </Dialog.Description>
              <div className={styles.options}>
                <button type="button" className={styles.option} onClick={() => onChoose('one')}>
                  <span className={styles.optionLabel}>Upgrade One Level</span>
                  <span className={styles.optionHint}>
                    To level {view.level + 1} for {plural(upgradeCost(view.level + 1), 'coin')}
                  </span>
                </button>
                {view.maxLevelUpgrades > 1 ? (
                  <button type="button" className={styles.option} onClick={() => onChoose('all')}>
                    <span className={styles.optionLabel}>Upgrade All Possible Levels</span>
                    <span className={styles.optionHint}>
                      {plural(view.maxLevelUpgrades, 'level')}, to level {view.level + view.maxLevelUpgrades},
                      for {plural(costOf(view.level, view.maxLevelUpgrades), 'coin')}
                    </span>
                  </button>
                ) : null}
              </div>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
