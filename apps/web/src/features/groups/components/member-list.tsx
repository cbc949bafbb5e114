import type { GroupDetail, GroupMember } from '@focus-room/core/api/groups';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmedButton } from '../../../components/ui/confirmed-button';
import { useT } from '../../../i18n/use-t';
import { blockUser, handOver, removeMember, useGroupWrite } from '../api/group-writes';
import styles from './groups.module.css';
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

/** The members and their live status; the owner's and everyone's actions on each. */
export function MemberList({ group, viewerId }: { group: GroupDetail; viewerId: string }) {
  const { t } = useT();
  const remove = useGroupWrite(removeMember);
  const makeOwner = useGroupWrite(handOver);
  const block = useGroupWrite(blockUser);
  const [reporting, setReporting] = useState<string | null>(null);
  const [thanks, setThanks] = useState<{ userId: string; message: string } | null>(null);
  return (
    <section className={styles.card} aria-labelledby="members-title">
      <h2 id="members-title" className={styles.subtitle}>
        {t('groups.page.members')}
      </h2>
      <ul className={styles.list} data-testid="member-list">
        {group.members.map((member) => {
          const you = member.userId === viewerId;
          return (
            <li key={member.userId} className={styles.member} data-testid={`member-${member.username}`}>
              <div>
                <span className={styles.memberName}>
                  {member.username} {you && t('groups.page.you')}
                </span>{' '}
                {member.isOwner && <span className={styles.badge}>{t('groups.page.owner')}</span>}
                <div>
                  <StatusLine member={member} />
                </div>
              </div>
              {!you && (
                <div className={styles.row}>
                  {group.isOwner && (
                    <>
                      <ConfirmedButton
                        size="small"
                        wrap
                        title={t('groups.member.makeOwnerTitle', { name: member.username })}
                        description={t('groups.member.makeOwnerText', { name: member.username })}
                        confirmLabel={t('groups.member.makeOwnerConfirm')}
                        busy={makeOwner.isPending}
                        run={(outcome) => makeOwner.mutate([group.id, member.userId], outcome)}
                      >
                        {t('groups.member.makeOwner', { name: member.username })}
                      </ConfirmedButton>
                      <ConfirmedButton
                        size="small"
                        wrap
                        danger
                        title={t('groups.member.removeTitle', { name: member.username })}
                        description={t('groups.member.removeText', { name: member.username })}
                        confirmLabel={t('groups.member.removeConfirm')}
                        busy={remove.isPending}
                        run={(outcome) => remove.mutate([group.id, member.userId], outcome)}
                      >
                        {t('groups.member.remove', { name: member.username })}
                      </ConfirmedButton>
                    </>
                  )}
                  <ConfirmedButton
                    size="small"
                    wrap
                    danger
                    title={t('groups.block.title', { name: member.username })}
                    description={t('groups.block.text')}
                    confirmLabel={t('groups.block.confirm')}
                    busy={block.isPending}
                    run={(outcome) => block.mutate([member.userId], outcome)}
                  >
                    {t('groups.member.block', { name: member.username })}
                  </ConfirmedButton>
                  <Button size="small" variant="ghost" wrap onClick={() => setReporting(member.userId)}>
                    {t('groups.member.report', { name: member.username })}
                  </Button>
                </div>
              )}
              {reporting === member.userId && (
                <ReportForm
                  groupId={group.id}
                  userId={member.userId}
                  onSent={(message) => {
                    setReporting(null);
                    setThanks({ userId: member.userId, message });
                  }}
                  onCancel={() => setReporting(null)}
                />
              )}
              {thanks?.userId === member.userId && (
                <p role="status" className={styles.lead}>
                  {thanks.message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
