import { progressPercent } from '@focus-room/core/levels/cost-table';
import { Coins, Sparkles } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { nextLevelItemName } from '../lib/level-items';
import { progressLabel } from '../lib/progress-label';
import styles from './level-progress-card.module.css';

type LevelProgressCardProps = {
  level: number;
  coins: number;
  /** Cost of the next level; null at the maximum level. */
  upgradeCost: number | null;
  isMaxLevel: boolean;
  /** Absent for the guest teaser, whose Upgrade button is always disabled. */
  onUpgrade?: () => void;
  /** True while a click is being checked with the server (announced, not disabled, so focus stays). */
  busy?: boolean;
  /** A line above the button, e.g. that the figures are the last ones seen. */
  note?: ReactNode;
};

/**
 * The Level Progress card (docs/product-rules.md#level-progress-card) as both the signed-in widget and the
 * guest teaser draw it: 'Level N', the coins/cost bar (capped at 100 %, green when full, otherwise yellow),
 * 'Next Level Unlocks: {item}', the coins and the Upgrade button (enabled only when coins ≥ cost and not at
 * max; 'Max Level' at 50).
 */
export function LevelProgressCard({
  level,
  coins,
  upgradeCost,
  isMaxLevel,
  onUpgrade,
  busy,
  note,
}: LevelProgressCardProps) {
  const { t } = useT();
  const labelId = useId();
  const percent = Math.round(progressPercent(coins, isMaxLevel ? null : upgradeCost));
  const full = percent >= 100;
  const next = isMaxLevel ? null : nextLevelItemName(level);
  const canUpgrade = !isMaxLevel && upgradeCost !== null && coins >= upgradeCost && onUpgrade !== undefined;

  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <div>
          <h2 className={styles.title}>{t('levels.progressTitle')}</h2>
          <p className={styles.level}>{t('levels.level', { level })}</p>
        </div>
        <p className={styles.coins}>
          <Coins size={18} aria-hidden="true" className={styles.coinIcon} />
          <span>
            <Trans
              id="levels.yourCoins"
              values={{ coins }}
              components={{ 0: <strong data-testid="level-coins" /> }}
            />
          </span>
        </p>
      </div>

      <div className={styles.progress}>
        <div className={styles.progressText} id={labelId}>
          <span>{progressLabel(coins, upgradeCost, isMaxLevel)}</span>
          <span className={styles.percent}>{percent}%</span>
        </div>
        <div
          className={styles.track}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className={[styles.bar, full ? styles.full : styles.partial].join(' ')}
            style={{ width: `${percent}%` }}
            data-state={full ? 'full' : 'partial'}
          />
        </div>
      </div>

      <p className={styles.next}>
        {next === null ? t('levels.roomComplete') : t('levels.nextUnlocks', { item: next })}
      </p>

      {note}
      <Button block onClick={onUpgrade} disabled={!canUpgrade} aria-busy={busy || undefined}>
        {isMaxLevel ? t('levels.maxLevel') : t('levels.upgrade')}
      </Button>
      {isMaxLevel && onUpgrade !== undefined ? (
        // After level 50 the coins go to collections (docs/product-rules.md#collections); the card keeps
        // its wording and gains the way in.
        <ButtonLink to="/collections" variant="secondary" block data-testid="open-collections">
          <Sparkles size={16} aria-hidden="true" /> {t('levels.openCollections')}
        </ButtonLink>
      ) : null}
    </div>
  );
}
