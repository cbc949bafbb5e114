import type { AdminUser } from '@focus-room/core/api/admin-stats';
import { BadgeCheck, CircleDashed, Coins, Pencil, ShieldCheck, Trophy } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { formatDate, formatDateTime, formatNumber } from '../lib/format';
import styles from './user-card.module.css';
import { UserEditForm } from './user-edit-form';

/** One account in the Users tab: who it is, and its coins and level in view or edit mode. */
export function UserCard({ user }: { user: AdminUser }) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const nameId = useId();

  const returnFocus = useRef(false);
  const leaveEdit = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  // Back to where the admin started, once the view mode's Edit button is on screen again (after the
  // commit: a frame callback could run before a render started from a request's callback).
  useLayoutEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="admin-user-card">
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {(user.username[0] ?? '?').toUpperCase()}
        </span>
        <div className={styles.identity}>
          <h3 id={nameId} className={styles.name}>
            {user.username}
          </h3>
          <p className={styles.email}>{user.email}</p>
        </div>
      </header>

      <ul className={styles.badges} aria-label={t('admin.user.status')}>
        <li className={user.role === 'admin' ? styles.badgeAdmin : styles.badge}>
          {user.role === 'admin' ? <ShieldCheck size={14} aria-hidden="true" /> : null}
          {user.role === 'admin' ? t('admin.user.admin') : t('admin.user.user')}
        </li>
        <li className={user.isVerified ? styles.badgeVerified : styles.badgeUnverified}>
          {user.isVerified ? (
            <BadgeCheck size={14} aria-hidden="true" />
          ) : (
            <CircleDashed size={14} aria-hidden="true" />
          )}
          {user.isVerified ? t('admin.user.verified') : t('admin.user.unverified')}
        </li>
      </ul>

      <dl className={styles.meta}>
        <div>
          <dt>{t('admin.user.joined')}</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('admin.user.lastLogin')}</dt>
          <dd>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('admin.user.never')}</dd>
        </div>
      </dl>

      {editing ? (
        <UserEditForm user={user} onDone={leaveEdit} />
      ) : (
        <div className={styles.view}>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>
                <Coins size={15} aria-hidden="true" />
                {t('admin.user.coins')}
              </dt>
              <dd data-testid="user-coins">{formatNumber(user.coins)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>
                <Trophy size={15} aria-hidden="true" />
                {t('admin.user.level')}
              </dt>
              <dd data-testid="user-level">{user.level}</dd>
            </div>
          </dl>
          <Button ref={editButton} variant="secondary" size="small" onClick={() => setEditing(true)}>
            <Pencil size={15} aria-hidden="true" />
            {t('admin.user.edit')}
          </Button>
        </div>
      )}
    </article>
  );
}
