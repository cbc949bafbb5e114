import { REPORT_REASONS, type ReportReason } from '@focus-room/core/groups/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { report, useGroupWrite } from '../api/group-writes';
import styles from './groups.module.css';

const REASON_TEXT = {
  name: 'groups.report.reason.name',
  harassment: 'groups.report.reason.harassment',
  spam: 'groups.report.reason.spam',
  other: 'groups.report.reason.other',
} as const satisfies Record<ReportReason, string>;

/**
 * A report of a group's name or of a member: a fixed reason, no text
 * (docs/product-rules.md#blocks-and-reports). Sent, it hands the server's thanks, in the page's language,
 * to `onSent`; refused, it stays open and says why. It opens with focus on its reason, as it replaces what
 * opened it.
 */
export function ReportForm({
  groupId,
  userId,
  title,
  onSent,
  onCancel,
}: {
  groupId: string;
  userId?: string;
  /** What is reported ("Report ben", "Report group name"): the form's visible name. */
  title: string;
  onSent: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState<ReportReason>('name');
  const send = useGroupWrite(report);
  const reasonField = useRef<HTMLSelectElement>(null);
  useEffect(() => reasonField.current?.focus(), []);
  const titleId = useId();
  return (
    <form
      className={styles.reportForm}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate([{ groupId, ...(userId ? { userId } : {}), reason }], {
          onSuccess: ({ message }) => onSent(localizeServerMessage(message)),
        });
      }}
    >
      <p id={titleId} className={styles.reportTitle}>
        {title}
      </p>
      <label className={styles.row}>
        {t('groups.report.reason')}
        <select
          ref={reasonField}
          className={styles.select}
          value={reason}
          onChange={(event) => setReason((event.target as HTMLSelectElement).value as ReportReason)}
        >
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(REASON_TEXT[r])}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.row}>
        <Button type="submit" size="small" disabled={send.isPending}>
          {t('groups.report.send')}
        </Button>
        <Button type="button" size="small" variant="ghost" onClick={onCancel}>
          {t('groups.report.cancel')}
        </Button>
      </div>
      {send.isError && (
        <p role="alert" className={styles.error}>
          {serverMessageOr(send.error, t('common.actionFailed'))}
        </p>
      )}
    </form>
  );
}
