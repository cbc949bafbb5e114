import { groupPagePath } from '@focus-room/core/groups/paths';
import { GROUP_NAME_MAX } from '@focus-room/core/groups/rules';
import { Users } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { useLocation } from '../../../lib/routing';
import { createGroup, joinGroup, useGroupWrite } from '../api/group-writes';
import { useGroupList } from '../api/list-groups';
import { useGroupLive } from '../hooks/use-group-live';
import { forgetInvite, pendingInvite } from '../lib/pending-invite';
import styles from './groups.module.css';
import { WeekProgress } from './week-progress';

/**
 * The "Study group" panel on /home (docs/product-rules.md#study-groups): the user's groups as cards, and
 * a form to create one. An invite link opened before signing in is joined here, and the user lands in
 * the group.
 */
export function StudyGroupPanel() {
  const { t } = useT();
  const { route } = useLocation();
  const list = useGroupList();
  // Only a member of a group holds the live stream on /home (and counts as online to the others).
  useGroupLive(undefined, { enabled: (list.data?.groups.length ?? 0) > 0 });
  const create = useGroupWrite(createGroup);
  const join = useGroupWrite(joinGroup);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [joinError, setJoinError] = useState<string | undefined>();
  const joining = useRef(false);

  useEffect(() => {
    const code = pendingInvite();
    if (!code || joining.current) return;
    joining.current = true;
    join.mutate([code], {
      onSuccess: ({ group }) => {
        forgetInvite();
        route(groupPagePath(group.id));
      },
      onError: (failure) => {
        forgetInvite();
        setJoinError(serverMessageOr(failure, t('groups.join.failed')));
      },
    });
  }, [join, route, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    create.mutate([name], {
      onSuccess: ({ group }) => {
        setName('');
        route(groupPagePath(group.id));
      },
      onError: (failure) => setError(serverMessageOr(failure, t('groups.panel.loadFailed'))),
    });
  };

  const groups = list.data?.groups ?? [];
  return (
    <section className={styles.card} aria-labelledby="study-group-title" data-testid="study-group-panel">
      <div className={styles.heading}>
        <span className={styles.icon} aria-hidden="true">
          <Users size={22} />
        </span>
        <h2 id="study-group-title" className={styles.title}>
          {t('groups.panel.title')}
        </h2>
      </div>
      <p className={styles.lead}>{t('groups.panel.intro')}</p>
      {join.isPending && <p role="status">{t('groups.panel.joining')}</p>}
      {joinError && (
        <p className={styles.error} role="alert">
          {joinError}
        </p>
      )}
      {list.isPending ? (
        <p className={styles.lead}>{t('groups.panel.loading')}</p>
      ) : list.isError ? (
        <p className={styles.error}>{t('groups.panel.loadFailed')}</p>
      ) : groups.length === 0 ? (
        <p className={styles.lead}>{t('groups.panel.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {groups.map((group) => (
            <li key={group.id} className={styles.groupCard}>
              <a className={styles.groupLink} href={groupPagePath(group.id)}>
                {group.name}
              </a>
              <div className={styles.meta}>
                <span>{t('groups.panel.members', { count: group.memberCount })}</span>
                {group.sessionRunning && <span>{t('groups.panel.sessionRunning')}</span>}
                {group.weeksReached.length > 0 && (
                  <span>{t('groups.week.history', { count: group.weeksReached.length })}</span>
                )}
              </div>
              <WeekProgress group={group} />
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t('groups.create.label')}
          hint={t('groups.create.hint')}
          error={error}
          value={name}
          maxLength={GROUP_NAME_MAX}
          onInput={(event) => setName((event.target as HTMLInputElement).value)}
          required
        />
        <Button type="submit" disabled={create.isPending}>
          {t('groups.create.submit')}
        </Button>
      </form>
    </section>
  );
}
