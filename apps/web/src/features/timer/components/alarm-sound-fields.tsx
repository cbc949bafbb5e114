import { ALARM_SOUNDS, type AlarmSound, clampSettings } from '@focus-room/core/timer/settings';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { VolumeSlider } from '../../../components/ui/volume-slider';
import { useT } from '../../../i18n/use-t';
import { ALARM_SOUND_LABELS } from '../lib/alarm-sound-options';
import { previewAlarm } from '../lib/phase-sound';
import styles from './alarm-sound-fields.module.css';

type AlarmSoundFieldsProps = {
  /** The form's values (strings, like every settings field). */
  sound: string;
  volume: string;
  onChange: (key: 'alarmSound' | 'alarmVolume', value: string) => void;
};

/**
 * The alarm part of Timer Settings (docs/product-rules.md#alarm-sound): the sound, a preview and the
 * volume. Choosing a sound or letting go of the slider plays it, so the level can be set by ear over the
 * music that is playing; the choice is stored only with Save Settings.
 */
export function AlarmSoundFields({ sound, volume, onChange }: AlarmSoundFieldsProps) {
  const id = useId();
  const { t } = useT();
  // The form holds strings; the clamp turns them into what Save will store (and what the preview plays).
  const alarm = clampSettings({ alarmSound: sound, alarmVolume: volume });
  const preview = (next: Partial<{ alarmSound: AlarmSound; alarmVolume: number }> = {}) =>
    previewAlarm({ alarmSound: alarm.alarmSound, alarmVolume: alarm.alarmVolume, ...next });

  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>{t('timer.alarm.legend')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('timer.alarm.hint')}
      </p>
      <div className={styles.choices}>
        {ALARM_SOUNDS.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="alarmSound"
              value={option}
              checked={alarm.alarmSound === option}
              className={styles.radio}
              onChange={() => {
                onChange('alarmSound', option);
                preview({ alarmSound: option });
              }}
            />
            <span>{t(ALARM_SOUND_LABELS[option])}</span>
          </label>
        ))}
      </div>
      <div className={styles.volumeRow}>
        <div className={styles.slider}>
          <VolumeSlider
            label={t('timer.alarm.volume')}
            name="alarmVolume"
            value={alarm.alarmVolume}
            onChange={(value) => onChange('alarmVolume', String(value))}
            onCommit={(value) => preview({ alarmVolume: value })}
          />
        </div>
        <Button
          variant="secondary"
          size="small"
          onClick={() => preview()}
          disabled={alarm.alarmVolume <= 0}
          className={styles.previewButton}
        >
          <Play size={16} aria-hidden="true" />
          {t('timer.alarm.preview')}
        </Button>
      </div>
    </fieldset>
  );
}
