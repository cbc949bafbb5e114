import type { StatsSettings } from '@focus-room/core/api/stats';
import { GOAL_LIMITS, type GoalKind, STATS_MESSAGES } from '@focus-room/core/api/stats-plain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { translate } from '../../../i18n/i18n';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useStatsSettings } from '../api/get-stats-settings';
import { useUpdateStatsSettings } from '../api/update-stats-settings';
import { knownTimeZones } from '../lib/browser-time-zone';
import styles from './stats-settings-form.module.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) =>
  translate(hour === 0 ? 'stats.settings.midnight' : 'stats.settings.hour', { hour });
/** The goal kinds' radio labels and field labels, by kind. */
const KIND_LABELS = {
  minutes: { radio: 'stats.settings.kindMinutes', field: 'stats.settings.goalMinutes' },
  pomodoros: { radio: 'stats.settings.kindPomodoros', field: 'stats.settings.goalPomodoros' },
} as const;

/**
 * The statistics settings: the daily goal (minutes or pomodoros), the hour a day starts and the time zone
 * (docs/product-rules.md#statistics). Shown in Settings; reads the saved values first.
 */
export function StatsSettingsForm() {
  const { t } = useT();
  const { status } = useSession();
  const { data, isError, refetch } = useStatsSettings(status === 'signed-in');
  // Here, not in the fields: a save re-keys them (the server's answer becomes the saved values).
  const [saved, setSaved] = useState(false);
  if (isError && !data)
    return (
      <p className={styles.note} role="alert">
        {t('stats.settings.loadFailed')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
          {t('stats.settings.retry')}
        </button>
      </p>
    );
  if (!data)
    return (
      <p className={styles.note} role="status">
        {t('stats.settings.loading')}
      </p>
    );
  // Keyed by the saved values, so a save (or the time zone sync) starts the form from what the server holds.
  return <SettingsFields key={JSON.stringify(data)} saved={data} done={saved} onDone={setSaved} />;
}

type SettingsFieldsProps = { saved: StatsSettings; done: boolean; onDone: (done: boolean) => void };

function SettingsFields({ saved, done, onDone: setDone }: SettingsFieldsProps) {
  const { t } = useT();
  const [goalKind, setGoalKind] = useState<GoalKind>(saved.goalKind);
  const [goalValue, setGoalValue] = useState(String(saved.goalValue));
  const [dayStartHour, setDayStartHour] = useState(saved.dayStartHour);
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const update = useUpdateStatsSettings();
  const ids = { kind: useId(), hour: useId(), zone: useId(), note: useId() };
  const limits = GOAL_LIMITS[goalKind];
  const value = Number(goalValue);
  const valueError =
    goalValue.trim() === '' || !Number.isInteger(value) || value < limits.min || value > limits.max
      ? t('stats.settings.goalInvalid', { min: limits.min, max: limits.max })
      : undefined;
  const serverError = update.isError ? serverMessageOr(update.error, t('stats.settings.saveFailed')) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (valueError) return;
    update.mutate({ goalKind, goalValue: value, dayStartHour, timeZone }, { onSuccess: () => setDone(true) });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={ids.note}>
      <fieldset className={styles.kinds}>
        <legend className={styles.label}>{t('stats.settings.goalKind')}</legend>
        {(['minutes', 'pomodoros'] as const).map((kind) => (
          <label key={kind} className={styles.radio}>
            <input
              type="radio"
              name={ids.kind}
              value={kind}
              checked={goalKind === kind}
              onChange={() => {
                setGoalKind(kind);
                // The other kind's scale differs: start from its default-sized value.
                setGoalValue(
                  String(kind === saved.goalKind ? saved.goalValue : kind === 'minutes' ? 100 : 4),
                );
              }}
            />
            {t(KIND_LABELS[kind].radio)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t(KIND_LABELS[goalKind].field)}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        value={goalValue}
        onChange={(event) => setGoalValue(event.target.value)}
        error={valueError}
        hint={t('stats.settings.goalRange', { min: limits.min, max: limits.max })}
      />
      <div className={styles.field}>
        <label htmlFor={ids.hour} className={styles.label}>
          {t('stats.settings.dayStart')}
        </label>
        <select
          id={ids.hour}
          className={styles.select}
          value={String(dayStartHour)}
          onChange={(event) => setDayStartHour(Number(event.target.value))}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.zone} className={styles.label}>
          {t('stats.settings.timeZone')}
        </label>
        <select
          id={ids.zone}
          className={styles.select}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        >
          {knownTimeZones(saved.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <p id={ids.note} className={styles.note}>
        {t('stats.settings.note')}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('stats.settings.saving') : t('stats.settings.save')}
        </Button>
        <p className={styles.result} role="status">
          {done ? localizeServerMessage(STATS_MESSAGES.settingsSaved) : ''}
        </p>
      </div>
      {serverError ? (
        <p className={styles.error} role="alert">
          {serverError}
        </p>
      ) : null}
    </form>
  );
}
