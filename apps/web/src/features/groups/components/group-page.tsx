import { ArrowLeft, Users } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ConfirmedButton } from '../../../components/ui/confirmed-button';
import { useT } from '../../../i18n/use-t';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocation } from '../../../lib/routing';
import { useSession } from '../../../lib/session/session-context';
import { useGroup } from '../api/get-group';
import { removeMember, useGroupWrite } from '../api/group-writes';
import { type LiveReaction, useGroupLive } from '../hooks/use-group-live';
import { GroupNameReport } from './group-name-report';
import { GroupSessionBox, REACTION_EMOJI } from './group-session-box';
import { GroupSettings } from './group-settings';
import styles from './groups.module.css';
import { MemberList } from './member-list';
import { OwnerTools } from './owner-tools';
import { WeekProgress } from './week-progress';

/** A group's page (/groups?id=…): members live, the shared session, the weekly goal and the owner's tools. */
export function GroupPage({ id }: { id: string }) {
  const { t } = useT();
  const { route } = useLocation();
  const { user } = useSession();
  const query = useGroup(id);
  const [reactions, setReactions] = useState<LiveReaction[]>([]);
  const live = useGroupLive((reaction) => {
    if (reaction.groupId === id) setReactions((list) => [reaction, ...list].slice(0, 5));
  });
  const leave = useGroupWrite(removeMember);
  const group = query.data?.group;
  useDocumentTitle(group ? t('groups.page.title', { name: group.name }) : t('groups.panel.title'));
  const viewerId = user?._id ?? '';

  const back = (
    <ButtonLink to="/home" variant="ghost" size="small" className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" /> {t('groups.page.back')}
    </ButtonLink>
  );
  if (query.isPending) return <div className={styles.page}>{back}</div>;
  // A member who was removed (or blocked out) refetches into a 404: nothing of the group stays on screen.
  if (!group || query.isError) {
    return (
      <div className={styles.page}>
        {back}
        <p className={styles.card} role="alert">
          {t('groups.page.notFound')}
        </p>
      </div>
    );
  }
  const nameOf = (userId: string) => group.members.find((m) => m.userId === userId)?.username ?? '';
  return (
    <div className={styles.page}>
      {back}
      <section className={styles.card} aria-labelledby="group-title">
        <div className={styles.heading}>
          <span className={styles.icon} aria-hidden="true">
            <Users size={22} />
          </span>
          <h1 id="group-title" className={styles.title} data-testid="group-name">
            {group.name}
          </h1>
          <span className={styles.lead} data-testid="live-state" data-state={live}>
            {live === 'open' ? t('groups.live.connected') : t('groups.live.reconnecting')}
          </span>
        </div>
        <WeekProgress group={group} />
        <div aria-live="polite" className={styles.row} data-testid="reactions">
          {reactions.map((reaction) => (
            <span key={`${reaction.userId}-${reaction.at}`}>
              {t('groups.reactions.received', {
                name: nameOf(reaction.userId),
                reaction: REACTION_EMOJI[reaction.reaction as keyof typeof REACTION_EMOJI] ?? '',
              })}
            </span>
          ))}
        </div>
      </section>
      <div className={styles.columns}>
        <div className={styles.column}>
          <MemberList group={group} viewerId={viewerId} />
          <GroupSessionBox group={group} viewerId={viewerId} />
        </div>
        <div className={styles.column}>
          {group.isOwner && <OwnerTools group={group} />}
          <section className={styles.card} aria-labelledby="settings-title">
            <h2 id="settings-title" className={styles.subtitle}>
              {t('groups.settings.title')}
            </h2>
            <GroupSettings group={group} />
            <GroupNameReport groupId={group.id} />
            <ConfirmedButton
              variant="danger"
              danger
              title={t('groups.leave.title', { name: group.name })}
              description={t('groups.leave.text')}
              confirmLabel={t('groups.leave.button')}
              busy={leave.isPending}
              run={(outcome) =>
                leave.mutate([group.id, viewerId], {
                  ...outcome,
                  // The question closes before the page goes, so nothing of the dialog outlives it.
                  onSuccess: () => {
                    outcome.onSuccess();
                    route('/home');
                  },
                })
              }
            >
              {t('groups.leave.button')}
            </ConfirmedButton>
          </section>
        </div>
      </div>
    </div>
  );
}
