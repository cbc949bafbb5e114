import { useId } from 'react';
import { VolumeSlider } from '../../../components/ui/volume-slider';
import { useT } from '../../../i18n/use-t';
import type { useFocusSound } from '../hooks/use-focus-sound';
import { FOCUS_SOUNDS } from '../lib/focus-sound-names';
import { FOCUS_SOUND_LABELS } from '../lib/focus-sound-options';
import styles from './focus-sounds.module.css';

type FocusSoundsProps = { sound: ReturnType<typeof useFocusSound> };

/**
 * The offline alternative to the playlist, in the music box (docs/product-rules.md#focus-sounds): one
 * toggle button per sound (pressing the playing one stops it) and their own volume.
 */
export function FocusSounds({ sound }: FocusSoundsProps) {
  const id = useId();
  const { t } = useT();
  return (
    <section className={styles.sounds} aria-labelledby={`${id}-title`} data-testid="focus-sounds">
      <div className={styles.top}>
        <h3 id={`${id}-title`} className={styles.title}>
          {t('music.soundsTitle')}
        </h3>
        <p className={styles.note}>{t('music.soundsNote')}</p>
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
              <span>{t(label)}</span>
            </button>
          );
        })}
      </div>
      <VolumeSlider label={t('music.soundVolume')} value={sound.volume} onChange={sound.setVolume} />
      {sound.failed ? (
        <p className={styles.error} role="alert">
          {t('music.soundFailed')}
        </p>
      ) : null}
    </section>
  );
}
