import { PRODUCT_NAME } from '@focus-room/core/product';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { fetchMyData } from '../api/download-my-data';
import styles from './profile-dialog.module.css';

/** Settings → 'Download my data': everything the product keeps about the user, as one ZIP file. */
export function DownloadMyData() {
  const { t } = useT();
  const download = useMutation({ mutationFn: fetchMyData, onSuccess: saveFile });
  return (
    <section className={styles.block} aria-labelledby="settings-data">
      <h3 id="settings-data" className={styles.dangerTitle}>
        {t('profile.data.title')}
      </h3>
      <p className={styles.dangerText}>{t('profile.data.text', { product: PRODUCT_NAME })}</p>
      <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
        <Download size={16} aria-hidden="true" />
        {download.isPending ? t('profile.data.preparing') : t('profile.data.download')}
      </Button>
      <p className={download.isError ? styles.blockError : styles.blockNote} role="status">
        {download.isError
          ? serverMessageOr(download.error, t('profile.data.failed'))
          : download.isSuccess
            ? t('profile.data.done')
            : ''}
      </p>
    </section>
  );
}
