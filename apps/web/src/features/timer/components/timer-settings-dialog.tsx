import type { TimerSettings } from '@focus-room/core/timer/settings';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { DialogHeader } from '../../../components/ui/dialog-header';
import { TextField } from '../../../components/ui/text-field';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { useT } from '../../../i18n/use-t';
import {
  clampFieldInput,
  SETTINGS_FIELDS,
  type SettingsForm,
  type SettingsKey,
  toSettingsForm,
} from '../lib/settings-form';
import { AlarmSoundFields } from './alarm-sound-fields';
import { NotificationToggle } from './notification-toggle';
import styles from './timer-dialog.module.css';

type TimerSettingsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: TimerSettings;
  /** A phase is running or paused: new lengths apply from its next phase. */
  inProgress: boolean;
  onSave: (form: SettingsForm) => void;
};

/** The Timer Settings modal, with our long break (docs/product-rules.md#timer-settings). */
export function TimerSettingsDialog({
  open,
  onOpenChange,
  settings,
  inProgress,
  onSave,
}: TimerSettingsDialogProps) {
  // Opened from code: on close (Escape, X, Save) focus goes back to the settings button.
  const returnFocus = useReturnFocus();
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame size="wide" className={styles.settings} {...returnFocus}>
        <DialogHeader title={t('timer.settings.title')} closeLabel={t('timer.settings.close')} />
        <Dialog.Description className={styles.description}>
          {t(inProgress ? 'timer.settings.inProgress' : 'timer.settings.description')}
        </Dialog.Description>
        {open ? (
          <SettingsFormBody
            settings={settings}
            onSave={(form) => {
              onSave(form);
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogFrame>
    </Dialog.Root>
  );
}

function SettingsFormBody({
  settings,
  onSave,
}: {
  settings: TimerSettings;
  onSave: (form: SettingsForm) => void;
}) {
  const { t } = useT();
  const [form, setForm] = useState(() => toSettingsForm(settings));
  const set = (key: SettingsKey, value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(form);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        {SETTINGS_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={t(field.label)}
            name={field.key}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            step={1}
            value={form[field.key]}
            onChange={(event) => set(field.key, clampFieldInput(field, event.target.value))}
            // The bounds stay (0 is allowed), but a period under a minute earns no pomodoro: the form says so.
            hint={
              field.key === 'pomodoroMinutes' && Number(form.pomodoroMinutes) < 1
                ? t('timer.settings.shortFocus')
                : undefined
            }
          />
        ))}
      </div>
      <AlarmSoundFields sound={form.alarmSound} volume={form.alarmVolume} onChange={set} />
      <NotificationToggle />
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button variant="secondary">{t('timer.settings.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit">{t('timer.settings.save')}</Button>
      </div>
    </form>
  );
}
