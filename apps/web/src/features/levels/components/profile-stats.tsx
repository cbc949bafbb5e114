import { Clock, Coins, PiggyBank, ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { StatTile } from '../../../components/ui/stat-tile';
import { useRefreshOn } from '../../../hooks/use-refresh-on';
import { formatNumber } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { useAppEvent } from '../../../lib/app-events';
import { useSession } from '../../../lib/session/session-context';
import { useUserLevel } from '../api/get-user-level';
import { useUserStats } from '../api/get-user-stats';
import { levelKeys } from '../api/level-keys';
import { useEconomyAnswers } from '../hooks/use-economy-answers';
import { formatReportedFocusTime } from '../lib/format-focus-time';
import styles from './profile-stats.module.css';

type ProfileStatsProps = { className?: string };

const count = (value: number | undefined) => formatNumber(value ?? 0);

/**
 * The economy half of the profile's stats list (docs/product-rules.md#profile-menu): total focus time, coins
 * earned, coins now and coins spent. Failures fall back to '0' and '0h 0m' (the error is only logged); the
 * coins fall back to the level endpoint when the stats say 0 or fail.
 */
export function ProfileStats({ className }: ProfileStatsProps) {
  const { status } = useSession();
  const { t } = useT();
  const enabled = status === 'signed-in';
  const stats = useUserStats(enabled);
  const level = useUserLevel(enabled);
  useEconomyAnswers(enabled);
  // An upgrade spends coins; a finished task may credit some.
  useRefreshOn(['coinSpent', 'taskCompletionUpdate'], levelKeys.all, enabled);
  // The running timer reports the live total every second; the next read from the server replaces it.
  const [tickSeconds, setTickSeconds] = useState<number | null>(null);
  useAppEvent('focusTimeTick', (tick) => {
    if (tick) setTickSeconds(tick.totalSeconds);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read (even of the same figures) ends the override
  useEffect(() => setTickSeconds(null), [stats.dataUpdatedAt]);

  useEffect(() => {
    if (stats.error) console.error('Failed to load the profile stats', stats.error);
  }, [stats.error]);

  const data = stats.data;
  const yourCoins =
    data && data.currentCoins !== 0 ? data.currentCoins : (level.data?.coins ?? data?.currentCoins);

  return (
    <dl className={[styles.list, className].filter(Boolean).join(' ')} data-testid="profile-stats">
      <StatTile icon={<Clock size={18} />} label={t('levels.totalFocusTime')} testId="stat-total-time">
        {formatReportedFocusTime(tickSeconds ?? data?.totalTimeSpent)}
      </StatTile>
      <StatTile icon={<Coins size={18} />} label={t('levels.coinsEarned')} testId="stat-coins-earned">
        {count(data?.totalCoinsEarned)}
      </StatTile>
      <StatTile icon={<PiggyBank size={18} />} label={t('levels.statYourCoins')} testId="stat-your-coins">
        {count(yourCoins)}
      </StatTile>
      <StatTile icon={<ShoppingBag size={18} />} label={t('levels.coinsSpent')} testId="stat-coins-spent">
        {count(data?.coinsSpent)}
      </StatTile>
    </dl>
  );
}
