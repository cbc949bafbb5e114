import type { GroupDetail, GroupMember } from '@focus-room/core/api/groups';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import styles from './groups.module.css';
import { MemberActions } from './member-actions';
import { ReportForm } from './report-form';

const STATUS_TEXT = {
  break: 'groups.status.break',
  idle: 'groups.status.idle',
  offline: 'groups.status.offline',
  hidden: 'groups.status.hidden',
} as const;

function StatusLine({ member }: { member: GroupMember }) {
  const { t } = useT();
  const { presence } = member;
  const text =
    presence.status === 'focusing'
      ? presence.minutesLeft === null
        ? t('groups.status.focusingNoEnd')
        : t('groups.status.focusing', { minutes: presence.minutesLeft })
      : t(STATUS_TEXT[presence.status]);
  return (
    <span className={styles.meta}>
      <span className={styles.status} data-testid="member-status" data-status={presence.status}>
        <span className={styles.dot} data-status={presence.status} aria-hidden="true" />
        {text}
      </span>
      {presence.focusMinutesToday !== null && (
        <span>{t('groups.status.today', { minutes: presence.focusMinutesToday })}</span>
      )}
      {presence.streak !== null && presence.streak > 0 && (
        <span>{t('groups.status.streak', { days: presence.streak })}</span>
      )}
      {member.inSession && <span>{t('groups.status.inSession')}</span>}
    </span>
  );
}

/**
 * A member with their live status; for another member, the viewer's actions on them in one menu, and the
 * report form it opens (docs/product-rules.md#blocks-and-reports).
 */
function MemberRow({ group, member, you }: { group: GroupDetail; member: GroupMember; you: boolean }) {
  const { t } = useT();
  const actionsButton = useRef<HTMLButtonElement>(null);
  // The open report form's key (null: none): choosing Report again opens a fresh form, focused on its
  // reason.
  const [reportForm, setReportForm] = useState<number | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  return (
    <li className={styles.member} data-testid={`member-${member.username}`}>
      <div className={styles.memberHead}>
        <div className={styles.memberInfo}>
          <span className={styles.memberName}>
            {member.username} {you && t('groups.page.you')}
          </span>{' '}
          {member.isOwner && <span className={styles.badge}>{t('groups.page.owner')}</span>}
          <div>
            <StatusLine member={member} />
          </div>
        </div>
        {!you && (
          <MemberActions
            group={group}
            member={member}
            triggerRef={actionsButton}
            onReport={() => {
              setThanks(null);
              setReportForm((key) => (key ?? 0) + 1);
            }}
          />
        )}
      </div>
      {reportForm !== null && (
        <ReportForm
          key={reportForm}
          groupId={group.id}
          userId={member.userId}
          title={t('groups.report.member', { name: member.username })}
          onSent={(message) => {
            setReportForm(null);
            setThanks(message);
          }}
          onCancel={() => {
            setReportForm(null);
            actionsButton.current?.focus();
          }}
        />
      )}
      {thanks && (
        <p role="status" className={styles.lead}>
          {thanks}
        </p>
      )}
    </li>
  );
}

/** The members and their live status. */
export function MemberList({ group, viewerId }: { group: GroupDetail; viewerId: string }) {
  const { t } = useT();
  return (
    <section className={styles.card} aria-labelledby="members-title">
      <h2 id="members-title" className={styles.subtitle}>
        {t('groups.page.members')}
      </h2>
      <ul className={styles.list} data-testid="member-list">
        {group.members.map((member) => (
          <MemberRow key={member.userId} group={group} member={member} you={member.userId === viewerId} />
        ))}
      </ul>
    </section>
  );
}
