import { PRODUCT_NAME } from '@focus-room/core/product';
import { Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useTheme } from '../../../lib/theme';
import { drawShareImage, shareOrDownload } from '../lib/share-room-image';
import styles from './collections-screen.module.css';

type ShareRoomProps = { level: number; shownIds: readonly string[]; userName: string | undefined };

/**
 * 'Share my room' (docs/product-rules.md#share-my-room): day or night, with the level and, if the user
 * ticks it, their user name; drawn in the browser, then shared or downloaded.
 */
export function ShareRoom({ level, shownIds, userName }: ShareRoomProps) {
  const { t } = useT();
  const { theme: currentTheme } = useTheme();
  const [theme, setTheme] = useState<'light' | 'dark'>(currentTheme);
  const [withName, setWithName] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const timeName = useId();

  const share = async () => {
    setBusy(true);
    try {
      const blob = await drawShareImage({
        level,
        theme,
        shownIds,
        title: PRODUCT_NAME,
        levelLabel: t('collections.shareLevel', { level }),
        userName: withName ? userName : undefined,
      });
      const fileName = `focus-room-level-${level}-${theme === 'dark' ? 'night' : 'day'}.png`;
      const result = await shareOrDownload(
        blob,
        fileName,
        t('collections.shareText', { product: PRODUCT_NAME, level }),
      );
      if (result === 'downloaded') toast.success(t('collections.shareDownloaded'));
      if (result === 'shared') toast.success(t('collections.shareShared'));
    } catch (error) {
      console.error('Failed to share the room picture', error);
      toast.error(t('collections.shareFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.share} aria-labelledby={`${timeName}-title`}>
      <h2 id={`${timeName}-title`} className={styles.setTitle}>
        {t('collections.shareTitle')}
      </h2>
      <div className={styles.shareOptions}>
        <fieldset className={styles.timeChoice}>
          <legend className={styles.visuallyHidden}>{t('collections.shareTime')}</legend>
          {(['light', 'dark'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name={timeName}
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
              />
              {value === 'light' ? t('collections.shareDay') : t('collections.shareNight')}
            </label>
          ))}
        </fieldset>
        <label className={styles.choice} htmlFor={nameId}>
          <input
            id={nameId}
            type="checkbox"
            checked={withName}
            onChange={(event) => setWithName(event.currentTarget.checked)}
          />
          {t('collections.shareIncludeName')}
        </label>
      </div>
      <Button onClick={() => void share()} disabled={busy} aria-busy={busy || undefined}>
        <Share2 size={16} aria-hidden="true" />{' '}
        {busy ? t('collections.shareMaking') : t('collections.shareButton')}
      </Button>
    </section>
  );
}
