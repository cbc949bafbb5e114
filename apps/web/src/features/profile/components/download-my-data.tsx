import { PRODUCT_NAME } from '@focus-room/core/product';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-client';
import { DOWNLOAD_FAILED, fetchMyData, saveFile } from '../api/download-my-data';
import styles from './profile-dialog.module.css';

/** Settings → 'Download my data': everything the product keeps about the user, as one ZIP file. */
export function DownloadMyData() {
  const download = useMutation({ mutationFn: fetchMyData, onSuccess: saveFile });
  return (
    <section className={styles.block} aria-labelledby="settings-data">
      <h3 id="settings-data" className={styles.dangerTitle}>
        Your data
      </h3>
      <p className={styles.dangerText}>
        Download everything {PRODUCT_NAME} keeps about you (profile, tasks, focus days, coins, levels,
        newsletter, reviews and sign-ins) as a ZIP of JSON and CSV files.
      </p>
      <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
        <Download size={16} aria-hidden="true" />
        {download.isPending ? 'Preparing your data...' : 'Download my data'}
      </Button>
      <p className={download.isError ? styles.blockError : styles.blockNote} role="status">
        {download.isError
          ? serverMessageOr(download.error, DOWNLOAD_FAILED)
          : download.isSuccess
            ? 'Your data was downloaded.'
            : ''}
      </p>
    </section>
  );
}
