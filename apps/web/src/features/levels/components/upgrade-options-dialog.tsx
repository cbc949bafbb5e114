import { UPGRADE_MESSAGES } from '@focus-room/core/api/levels-plain';
import { upgradeCost } from '@focus-room/core/levels/cost-table';
import * as Dialog from '@radix-ui/react-dialog';
import { Coins } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DialogFrame, dialogStyles } from '../../../components/ui/dialog-frame';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import type { UpgradeMode } from '../api/upgrade-level';
import styles from './level-dialog.module.css';

type UpgradeOptionsDialogProps = {
  /** null = closed. 'max' = the 'Max Level Reached' variant. */
  view: null | 'max' | { level: number; coins: number; maxLevelUpgrades: number };
  onChoose: (mode: UpgradeMode) => void;
  onClose: () => void;
};

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
  const { t } = useT();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={view !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogFrame size="small" stack {...returnFocus}>
        {view === 'max' ? (
          <>
            <Dialog.Title className={dialogStyles.title}>{t('levels.maxLevelReached')}</Dialog.Title>
            <Dialog.Description className={dialogStyles.text}>
              {localizeServerMessage(UPGRADE_MESSAGES.maxLevel)}
            </Dialog.Description>
            <div className={dialogStyles.actions}>
              <Button onClick={onClose}>{t('levels.close')}</Button>
            </div>
          </>
        ) : view ? (
          <>
            <Dialog.Title className={dialogStyles.title}>{t('levels.optionsTitle')}</Dialog.Title>
            <Dialog.Description className={styles.coins}>
              <Coins size={18} aria-hidden="true" />
              {t('levels.optionsCoins', { coins: view.coins })}
            </Dialog.Description>
            <div className={styles.options}>
              <button type="button" className={styles.option} onClick={() => onChoose('one')}>
                <span className={styles.optionLabel}>{t('levels.upgradeOne')}</span>
                <span className={styles.optionHint}>
                  {t('levels.upgradeOneHint', { level: view.level + 1, cost: upgradeCost(view.level + 1) })}
                </span>
              </button>
              {view.maxLevelUpgrades > 1 ? (
                <button type="button" className={styles.option} onClick={() => onChoose('all')}>
                  <span className={styles.optionLabel}>{t('levels.upgradeAll')}</span>
                  <span className={styles.optionHint}>
                    {t('levels.upgradeAllHint', {
                      levels: view.maxLevelUpgrades,
                      level: view.level + view.maxLevelUpgrades,
                      cost: costOf(view.level, view.maxLevelUpgrades),
                    })}
                  </span>
                </button>
              ) : null}
            </div>
            <div className={dialogStyles.actions}>
              <Button variant="secondary" onClick={onClose}>
                {t('levels.cancel')}
              </Button>
            </div>
          </>
        ) : null}
      </DialogFrame>
    </Dialog.Root>
  );
}
