import type { GroupDetail } from '@focus-room/core/api/groups';
import { WEEKLY_GOAL_MAX_MINUTES } from '@focus-room/core/groups/rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { createInvite, revokeInvite, updateGroup, useGroupWrite } from '../api/group-writes';
import { inviteLink } from '../lib/pending-invite';
import styles from './groups.module.css';

/** The owner's invite links and weekly goal (docs/product-rules.md#groups-and-invites). */
export function OwnerTools({ group }: { group: GroupDetail }) {
  const { t } = useT();
  const make = useGroupWrite(createInvite);
  const revoke = useGroupWrite(revokeInvite);
  const saveGoal = useGroupWrite(updateGroup);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [goal, setGoal] = useState(String(group.week.goalMinutes));
  return (
    <section className={styles.card} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.subtitle}>
        {t('groups.invite.title')}
      </h2>
      <Button
        onClick={() =>
          make.mutate([group.id], {
            onSuccess: ({ invite }) => {
              setCopied(false);
              setLink(inviteLink(invite.code));
            },
          })
        }
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
                <Button size="small" variant="ghost" onClick={() => revoke.mutate([group.id, invite.id])}>
                  {t('groups.invite.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
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
        />
        <Button type="submit" variant="secondary" disabled={saveGoal.isPending}>
          {t('groups.goal.save')}
        </Button>
      </form>
    </section>
  );
}
