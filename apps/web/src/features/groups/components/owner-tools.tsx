import type { GroupDetail } from '@focus-room/core/api/groups';
import { GROUP_NAME_MAX, WEEKLY_GOAL_MAX_MINUTES } from '@focus-room/core/groups/rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { createInvite, revokeInvite, updateGroup, useGroupWrite } from '../api/group-writes';
import { inviteLink } from '../lib/pending-invite';
import styles from './groups.module.css';

/** What a refused or failed write says (the server's reason, in the page's language), if it failed. */
const failureText = (error: unknown, fallback: string) =>
  error ? serverMessageOr(error, fallback) : undefined;

/** The owner's invite links (docs/product-rules.md#groups-and-invites). */
function InviteTools({ group }: { group: GroupDetail }) {
  const { t } = useT();
  const make = useGroupWrite(createInvite);
  const revoke = useGroupWrite(revokeInvite);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const failure = failureText(make.error ?? revoke.error, t('common.actionFailed'));
  return (
    <section className={styles.card} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.subtitle}>
        {t('groups.invite.title')}
      </h2>
      <Button
        onClick={() => {
          revoke.reset();
          make.mutate([group.id], {
            onSuccess: ({ invite }) => {
              setCopied(false);
              setLink(inviteLink(invite.code));
            },
          });
        }}
        disabled={make.isPending}
      >
        {t('groups.invite.create')}
      </Button>
      {link && (
        <div className={styles.row}>
          <label className={styles.lead} htmlFor="invite-link">
            {t('groups.invite.linkLabel')}
          </label>
          <input
            id="invite-link"
            className={styles.linkBox}
            readOnly
            value={link}
            data-testid="invite-link"
          />
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {copied ? t('groups.invite.copied') : t('groups.invite.copy')}
          </Button>
        </div>
      )}
      {group.invites.length > 0 && (
        <>
          <h3 className={styles.lead}>{t('groups.invite.open')}</h3>
          <ul className={styles.list}>
            {group.invites.map((invite) => (
              <li key={invite.id} className={styles.row}>
                <span>{t('groups.invite.expires', { date: formatDate(new Date(invite.expiresAt)) })}</span>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => {
                    make.reset();
                    revoke.mutate([group.id, invite.id]);
                  }}
                >
                  {t('groups.invite.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </section>
  );
}

/** The group's name, as the owner renames it; a refusal shows under the field. */
function RenameForm({ group }: { group: GroupDetail }) {
  const { t } = useT();
  const rename = useGroupWrite(updateGroup);
  const [name, setName] = useState(group.name);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate([group.id, { name }]);
      }}
    >
      <TextField
        label={t('groups.create.label')}
        hint={t('groups.create.hint')}
        maxLength={GROUP_NAME_MAX}
        value={name}
        onInput={(event) => setName((event.target as HTMLInputElement).value)}
        error={failureText(rename.error, t('common.actionFailed'))}
      />
      <Button type="submit" variant="secondary" disabled={rename.isPending}>
        {t('groups.manage.saveName')}
      </Button>
    </form>
  );
}

/** The group's weekly goal in minutes (docs/product-rules.md#weekly-group-goal). */
function GoalForm({ group }: { group: GroupDetail }) {
  const { t } = useT();
  const saveGoal = useGroupWrite(updateGroup);
  const [goal, setGoal] = useState(String(group.week.goalMinutes));
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        saveGoal.mutate([group.id, { weeklyGoalMinutes: Number(goal) }]);
      }}
    >
      <TextField
        label={t('groups.goal.label')}
        type="number"
        min={1}
        max={WEEKLY_GOAL_MAX_MINUTES}
        value={goal}
        onInput={(event) => setGoal((event.target as HTMLInputElement).value)}
        error={failureText(saveGoal.error, t('common.actionFailed'))}
      />
      <Button type="submit" variant="secondary" disabled={saveGoal.isPending}>
        {t('groups.goal.save')}
      </Button>
    </form>
  );
}

/** The owner's tools: invite links, the group's name and its weekly goal (docs/product-rules.md#groups-and-invites). */
export function OwnerTools({ group }: { group: GroupDetail }) {
  const { t } = useT();
  return (
    <>
      <InviteTools group={group} />
      <section className={styles.card} aria-labelledby="manage-title">
        <h2 id="manage-title" className={styles.subtitle}>
          {t('groups.manage.title')}
        </h2>
        {/* Keyed by what the server holds: a change made elsewhere (an admin's rename) shows in the field. */}
        <RenameForm key={group.name} group={group} />
        <GoalForm key={group.week.goalMinutes} group={group} />
      </section>
    </>
  );
}
