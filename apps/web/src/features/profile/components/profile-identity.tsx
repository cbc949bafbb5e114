import type { PublicUser } from '@focus-room/core/api/auth';
import { translate } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import styles from './profile-identity.module.css';

/** The profile header's name: username, else display name, else 'User' (in the active language). */
export const displayNameOf = (user: PublicUser | null) =>
  user?.username || user?.displayName || translate('profile.identity.fallbackName');

export function Avatar({ user, size = 'normal' }: { user: PublicUser | null; size?: 'normal' | 'large' }) {
  const className = [styles.avatar, size === 'large' && styles.large].filter(Boolean).join(' ');
  return user?.photoURL ? (
    <img className={className} src={user.photoURL} alt="" referrerPolicy="no-referrer" />
  ) : (
    <span className={className} aria-hidden="true">
      {displayNameOf(user).slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The name and email at the top of the dropdown and of the mobile profile view. */
export function ProfileHeader({ user, size }: { user: PublicUser | null; size?: 'normal' | 'large' }) {
  useT(); // the fallback name follows a language switch
  return (
    <div className={styles.header}>
      <Avatar user={user} size={size} />
      <div className={styles.who}>
        <p className={styles.name}>{displayNameOf(user)}</p>
        {user?.email ? <p className={styles.email}>{user.email}</p> : null}
      </div>
    </div>
  );
}
