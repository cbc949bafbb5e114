import type { PublicUser } from '@focus-room/core/api/auth';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './profile-menu.module.css';

export const displayNameOf = (user: PublicUser | null) => user?.username || user?.displayName || 'User';

function Avatar({ user }: { user: PublicUser | null }) {
  const name = displayNameOf(user);
  return user?.photoURL ? (
    <img className={styles.avatar} src={user.photoURL} alt="" referrerPolicy="no-referrer" />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The desktop profile control: the name and email, then the account actions. */
type ProfileProps = {
  user: PublicUser | null;
  onLogout: () => void;
  /** The stats list, supplied by the app (features do not import each other). */
  children?: ReactNode;
};

export function ProfileMenu({ user, onLogout, children }: ProfileProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={`Profile: ${displayNameOf(user)}`}>
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <ProfileHeader user={user} />
          {children ? <div className={styles.stats}>{children}</div> : null}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.item} onSelect={onLogout}>
            <LogOut size={16} aria-hidden="true" /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function ProfileHeader({ user }: { user: PublicUser | null }) {
  return (
    <div className={styles.header}>
      <Avatar user={user} />
      <div className={styles.who}>
        <p className={styles.name}>{displayNameOf(user)}</p>
        <p className={styles.email}>{user?.email}</p>
      </div>
    </div>
  );
}

/** The mobile menu's profile entry: the same header and actions, laid out for the sheet. */
export function MobileProfile({ user, onLogout, children }: ProfileProps) {
  return (
    <div className={styles.mobile}>
      <ProfileHeader user={user} />
      {children}
      <button type="button" className={styles.mobileLogout} onClick={onLogout}>
        <LogOut size={16} aria-hidden="true" /> Logout
      </button>
    </div>
  );
}
