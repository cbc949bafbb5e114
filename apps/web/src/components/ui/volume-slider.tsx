import { Volume, Volume1, Volume2, VolumeX } from 'lucide-react';
import { type CSSProperties, type KeyboardEvent, useId } from 'react';
import { useT } from '../../i18n/use-t';
import styles from './volume-slider.module.css';

type VolumeSliderProps = {
  label: string;
  /** 0..100 (percent on the slider's decibel scale, see core/sound/volume.ts). */
  value: number;
  onChange: (value: number) => void;
  /** The user let go (pointer up, or a key released): a good moment to let them hear the new level. */
  onCommit?: (value: number) => void;
  name?: string;
};

function VolumeIcon({ value }: { value: number }) {
  const Icon = value <= 0 ? VolumeX : value < 34 ? Volume : value < 67 ? Volume1 : Volume2;
  return <Icon size={18} aria-hidden="true" className={styles.icon} />;
}

const COMMIT_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** A labelled 0–100 % slider with its value written out ('Off' at 0). Shared by the alarm and focus sounds. */
export function VolumeSlider({ label, value, onChange, onCommit, name }: VolumeSliderProps) {
  const { t } = useT();
  const id = useId();
  const commit = () => onCommit?.(value);
  return (
    <div className={styles.field}>
      <div className={styles.top}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <output htmlFor={id} className={styles.value}>
          {value <= 0 ? t('common.volumeOff') : t('common.volumePercent', { value })}
        </output>
      </div>
      <div className={styles.row}>
        <VolumeIcon value={value} />
        <input
          id={id}
          name={name}
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          className={styles.range}
          style={{ '--fill': `${value}%` } as CSSProperties}
          aria-valuetext={value <= 0 ? t('common.volumeOff') : t('common.volumePercentSpoken', { value })}
          onChange={(event) => onChange(Number(event.target.value))}
          onPointerUp={commit}
          onKeyUp={(event: KeyboardEvent) => {
            if (COMMIT_KEYS.has(event.key)) commit();
          }}
        />
      </div>
    </div>
  );
}
