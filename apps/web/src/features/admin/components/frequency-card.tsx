import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { formatNumber } from '../lib/format';
import { type FrequencyPeriod, frequencyQuery } from '../lib/utc-periods';
import styles from './login-frequency.module.css';
import { StatCard } from './stat-card';

type FrequencyCardProps = {
  period: FrequencyPeriod;
  title: string;
  icon: ReactNode;
  inputLabel: string;
  inputType: 'date' | 'month' | 'number';
  value: string;
  onChange: (value: string) => void;
  caption: (value: string) => string;
  /** The sign-ins in the chosen period (read by the section, which announces failures once). */
  count: UseQueryResult<number>;
};

const HINTS = {
  daily: 'admin.frequency.dailyHint',
  monthly: 'admin.frequency.monthlyHint',
  yearly: 'admin.frequency.yearlyHint',
} as const satisfies Record<FrequencyPeriod, string>;

/** One period of the login frequency: its input and the count of sign-ins in it. */
export function FrequencyCard(props: FrequencyCardProps) {
  const { period, title, icon, inputLabel, inputType, value, onChange, caption, count } = props;
  const { t } = useT();
  const valid = frequencyQuery(period, value) !== null;
  return (
    <StatCard
      label={title}
      icon={icon}
      caption={valid ? caption(value) : t(HINTS[period])}
      pending={valid && count.isPending}
      error={valid && count.isError ? serverMessageOr(count.error, t('admin.frequency.countFailed')) : null}
      value={valid ? formatNumber(count.data ?? 0) : '—'}
      quiet={!valid}
      testId={`frequency-${period}`}
    >
      <TextField
        className={styles.input}
        label={inputLabel}
        type={inputType}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(inputType === 'number' ? { min: 1900, max: 2199, step: 1, inputMode: 'numeric' as const } : {})}
        {...(inputType === 'month'
          ? { placeholder: t('admin.frequency.monthPlaceholder'), pattern: '\\d{4}-\\d{2}' }
          : {})}
      />
    </StatCard>
  );
}
