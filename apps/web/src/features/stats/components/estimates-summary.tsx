import type { StatsEstimatesResponse } from '@focus-room/core/api/stats';
import { ESTIMATE_MIN_TASKS } from '@focus-room/core/api/stats-plain';
import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { formatRatio } from '../lib/format-figures';
import styles from './estimates.module.css';

/**
 * The estimation bias in one sentence, only when the server computed it (at least 5 finished tasks with an
 * estimate); otherwise what it takes to get there.
 */
export function EstimatesSummary({ estimates }: { estimates: StatsEstimatesResponse }) {
  const { t } = useT();
  const { bias, tasks } = estimates;
  if (bias === null)
    return (
      <p className={styles.hint} data-testid="estimate-bias-missing">
        {t('stats.estimates.missing', { count: ESTIMATE_MIN_TASKS })}
      </p>
    );
  return (
    <p className={styles.bias} data-testid="estimate-bias">
      <Trans
        id="stats.estimates.bias"
        values={{ ratio: formatRatio(bias), count: tasks.length }}
        components={{ 0: <span className={styles.sample} /> }}
      />
    </p>
  );
}
