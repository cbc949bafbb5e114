import type { GroupReport } from '@focus-room/core/api/groups';
import { GROUP_NAME_MAX } from '@focus-room/core/groups/rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmedButton } from '../../../components/ui/confirmed-button';
import { LoadError } from '../../../components/ui/load-error';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { useGroupReportAction, useGroupReports } from '../api/group-reports';
import { formatDateTime } from '../lib/format';
import styles from './reports-tab.module.css';
import section from './section.module.css';
import { SectionHeader } from './section-header';

// The reporter's fixed reasons (docs/product-rules.md#blocks-and-reports), as the admin reads them.
const REASON_TEXT = {
  name: 'reports.reasonName',
  harassment: 'reports.reasonHarassment',
  spam: 'reports.reasonSpam',
  other: 'reports.reasonOther',
} as const satisfies Record<GroupReport['reason'], string>;

function ReportRow({ report }: { report: GroupReport }) {
  const { t } = useT();
  const act = useGroupReportAction();
  const [name, setName] = useState(report.group?.name ?? '');
  const [renaming, setRenaming] = useState(false);
  return (
    <li className={`${section.surface} ${styles.report}`} data-testid="group-report">
      <dl className={styles.facts}>
        <div>
          <dt>{t('reports.when')}</dt>
          <dd>{formatDateTime(report.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('reports.reason')}</dt>
          <dd>{t(REASON_TEXT[report.reason])}</dd>
        </div>
        <div>
          <dt>{t('reports.group')}</dt>
          <dd>{report.group?.name ?? t('reports.deleted')}</dd>
        </div>
        {report.reportedUser && (
          <div>
            <dt>{t('reports.member')}</dt>
            <dd>{report.reportedUser.username}</dd>
          </div>
        )}
        <div>
          <dt>{t('reports.reporter')}</dt>
          <dd>{report.reporter?.username ?? t('reports.deleted')}</dd>
        </div>
      </dl>
      <fieldset className={styles.actions}>
        <legend className="visually-hidden">{t('reports.actions')}</legend>
        {report.group && !renaming && (
          <Button size="small" variant="secondary" onClick={() => setRenaming(true)}>
            {t('reports.rename')}
          </Button>
        )}
        {report.group && (
          <ConfirmedButton
            size="small"
            variant="danger"
            danger
            title={t('reports.deleteTitle', { name: report.group.name })}
            description={t('reports.deleteText')}
            confirmLabel={t('reports.delete')}
            busy={act.isPending}
            run={(outcome) =>
              report.group && act.mutate({ kind: 'delete', groupId: report.group.id }, outcome)
            }
          >
            {t('reports.delete')}
          </ConfirmedButton>
        )}
        {report.reportedUser && (
          <ConfirmedButton
            size="small"
            wrap
            danger
            title={t('reports.removeUserTitle', { name: report.reportedUser.username })}
            description={t('reports.removeUserText', { name: report.reportedUser.username })}
            confirmLabel={t('reports.removeUserConfirm')}
            busy={act.isPending}
            run={(outcome) =>
              report.reportedUser &&
              act.mutate({ kind: 'removeUser', userId: report.reportedUser.id }, outcome)
            }
          >
            {t('reports.removeUser', { name: report.reportedUser.username })}
          </ConfirmedButton>
        )}
      </fieldset>
      {renaming && report.group && (
        <form
          className={styles.rename}
          onSubmit={(event) => {
            event.preventDefault();
            if (report.group) act.mutate({ kind: 'rename', groupId: report.group.id, name });
            setRenaming(false);
          }}
        >
          <TextField
            label={t('reports.renameLabel', { name: report.group.name })}
            value={name}
            maxLength={GROUP_NAME_MAX}
            onInput={(event) => setName((event.target as HTMLInputElement).value)}
          />
          <Button type="submit" size="small">
            {t('reports.renameSave')}
          </Button>
        </form>
      )}
      {act.isSuccess && (
        <p role="status" className={styles.note}>
          {t('reports.done')}
        </p>
      )}
      {act.isError && act.variables?.kind === 'rename' && (
        <p role="alert" className={styles.error}>
          {serverMessageOr(act.error, t('common.actionFailed'))}
        </p>
      )}
    </li>
  );
}

/** The Reports tab: reports of study groups, with the admin's three remedies (docs/product-rules.md#blocks-and-reports). */
export function ReportsTab() {
  const { t } = useT();
  const reports = useGroupReports();
  return (
    <section className={section.section} aria-labelledby="group-reports-title">
      <SectionHeader id="group-reports-title" title={t('reports.title')} />
      {reports.isError ? (
        <LoadError
          message={t('reports.loadFailed')}
          onRetry={() => reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : reports.isPending ? null : reports.data.reports.length === 0 ? (
        <p className={section.count}>{t('reports.empty')}</p>
      ) : (
        <ol className={`${section.stack} ${styles.list}`}>
          {reports.data.reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ol>
      )}
    </section>
  );
}
