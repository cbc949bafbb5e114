import { useId } from 'react';
import { VolumeSlider } from '../../../components/ui/volume-slider';
import type { useFocusSound } from '../hooks/use-focus-sound';
import { FOCUS_SOUNDS } from '../lib/focus-sound-names';
import { FOCUS_SOUND_FAILED, FOCUS_SOUND_LABELS, FOCUS_SOUNDS_NOTE } from '../lib/focus-sound-options';
import styles from './focus-sounds.module.css';

type FocusSoundsProps = { sound: ReturnType<typeof useFocusSound> };

/**
 * The offline alternative to the playlist, in the music box (docs/product-rules.md#focus-sounds): one
 * toggle button per sound (pressing the playing one stops it) and their own volume.
 */
export function FocusSounds({ sound }: FocusSoundsProps) {
  const id = useId();
  return (
    <section className={styles.sounds} aria-labelledby={`${id}-title`} data-testid="focus-sounds">
      <div className={styles.top}>
        <h3 id={`${id}-title`} className={styles.title}>
          Focus sounds
        </h3>
        <p className={styles.note}>{FOCUS_SOUNDS_NOTE}</p>
      </div>
      <div className={styles.buttons}>
        {FOCUS_SOUNDS.map((name) => {
          const { label, icon: Icon } = FOCUS_SOUND_LABELS[name];
          return (
            <button
              key={name}
              type="button"
              className={styles.button}
              aria-pressed={sound.playing === name}
              onClick={() => sound.toggle(name)}
            >
              <Icon size={18} aria-hidden="true" />
              <span>{label}</span>
            </button>
          );
        })}
      </div>
      <VolumeSlider label="Focus sound volume" value={sound.volume} onChange={sound.setVolume} />
      {sound.failed ? (
        <p className={styles.error} role="alert">
          {FOCUS_SOUND_FAILED}
        </p>
      ) : null}
    </section>
  );
}
