import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import styles from './groups.module.css';
import { ReportForm } from './report-form';

/**
 * "Report group name": the button, the form it opens in its place, and the thanks once sent
 * (docs/product-rules.md#blocks-and-reports). A cancelled form gives the focus back to the button.
 */
export function GroupNameReport({ groupId }: { groupId: string }) {
  const { t } = useT();
  const [reporting, setReporting] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (reporting || !cancelled.current) return;
    cancelled.current = false;
    openButton.current?.focus();
  }, [reporting]);
  return (
    <>
      {reporting ? (
        <ReportForm
          groupId={groupId}
          title={t('groups.report.group')}
          onSent={(message) => {
            setReporting(false);
            setThanks(message);
          }}
          onCancel={() => {
            cancelled.current = true;
            setReporting(false);
          }}
        />
      ) : (
        <Button
          ref={openButton}
          variant="ghost"
          onClick={() => {
            setThanks(null);
            setReporting(true);
          }}
        >
          {t('groups.report.group')}
        </Button>
      )}
      {thanks && (
        <p role="status" className={styles.lead}>
          {thanks}
        </p>
      )}
    </>
  );
}
