import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useLoginFrequency } from '../api/get-login-frequency';
import { formatNumber } from '../lib/format';
import { type FrequencyPeriod, frequencyQuery } from '../lib/utc-periods';
import styles from './login-frequency.module.css';
import { StatCard } from './stat-card';

type FrequencyCardProps = {
  userId: string;
  period: FrequencyPeriod;
  title: string;
  icon: ReactNode;
  inputLabel: string;
  inputType: 'date' | 'month' | 'number';
  value: string;
  onChange: (value: string) => void;
  caption: (value: string) => string;
};

const HINTS: Record<FrequencyPeriod, string> = {
  daily: 'Choose a day (YYYY-MM-DD)',
  monthly: 'Choose a month (YYYY-MM)',
  yearly: 'Enter a year (YYYY)',
};

/** One period of the login frequency: its input and the count of sign-ins in it. */
export function FrequencyCard(props: FrequencyCardProps) {
  const { userId, period, title, icon, inputLabel, inputType, value, onChange, caption } = props;
  const valid = frequencyQuery(period, value) !== null;
  const count = useLoginFrequency(userId, period, value);
  return (
    <StatCard
      label={title}
      icon={icon}
      caption={valid ? caption(value) : HINTS[period]}
      pending={valid && count.isPending}
      error={valid && count.isError ? count.error.message || 'Failed to load the count' : null}
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
        {...(inputType === 'month' ? { placeholder: 'YYYY-MM', pattern: '\\d{4}-\\d{2}' } : {})}
      />
    </StatCard>
  );
}
