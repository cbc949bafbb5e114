import type { PublicUser } from '@focus-room/core/api/auth';
import { useT } from '../../../i18n/use-t';
import styles from './profile-button.module.css';
import { Avatar, displayNameOf } from './profile-identity';

type ProfileButtonProps = {
  user: PublicUser | null;
  /** The user asked for the menu before its chunk was there: it opens as soon as it is. */
  onOpen: () => void;
  onFocusChange: (focused: boolean) => void;
};

/**
 * The profile dropdown's button as it looks closed, drawn until the dropdown (Radix menu, floating-ui and
 * the panel: app/signed-in-account.tsx) has loaded when the page is idle. Same markup as the menu's own
 * trigger, so the swap cannot be seen; a click or key press meanwhile opens the menu once it is there.
 */
export function ProfileButton({ user, onOpen, onFocusChange }: ProfileButtonProps) {
  const { t } = useT();
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-label={t('common.profileLabel', { name: displayNameOf(user) })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          onOpen();
        }
      }}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    >
      <Avatar user={user} />
    </button>
  );
}
