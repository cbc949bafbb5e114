import type { PublicUser } from '@focus-room/core/api/auth';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChartNoAxesColumn, LogOut, Settings, UserPlus } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTapToOpen } from '../../../components/ui/use-tap-to-open';
import { useT } from '../../../i18n/use-t';
import { returnFocusTo } from './dialog-focus';
import buttonStyles from './profile-button.module.css';
import { type ProfileDialog, ProfileDialogs } from './profile-dialogs';
import { Avatar, displayNameOf, ProfileHeader } from './profile-identity';
import styles from './profile-menu.module.css';
import { type PanelView, ProfilePanel } from './profile-panel';

export type ProfileProps = {
  user: PublicUser | null;
  onLogout: () => void;
  /** The stats list and the completed-tasks list, composed by the app (features do not import each
   *  other: the figures come from the levels and tasks features). */
  stats: ReactNode;
  completedTasks: ReactNode;
  /** Mounted around the panel while it is open (both views): where the app reads their data once. */
  panelScope?: ComponentType<{ children: ReactNode }>;
  /** The statistics settings shown in Settings (the stats feature's form, composed by the app). */
  statsSettings?: ReactNode;
  /** Open at once: the user asked for the menu on the button drawn before it loaded (profile-button.tsx). */
  initiallyOpen?: boolean;
  /** Focus the trigger at once: that button had focus when the menu replaced it. */
  focusTrigger?: boolean;
};

/**
 * The desktop profile dropdown (docs/product-rules.md#profile-menu): header, the stats / completed-tasks
 * panel, and Invite Friends, Settings, Logout. Not modal, so it closes on an outside click like any popover.
 */
export function ProfileMenu({
  user,
  onLogout,
  stats,
  completedTasks,
  panelScope,
  statsSettings,
  initiallyOpen = false,
  focusTrigger = false,
}: ProfileProps) {
  const { t } = useT();
  const [open, setOpen] = useState(initiallyOpen);
  const [view, setView] = useState<PanelView>('stats');
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Set while a menu item opens a dialog: the closing menu must then leave focus to the dialog
  // instead of returning it to the trigger.
  const openingDialog = useRef(false);
  // Only on mount: the button this trigger replaced had focus, so focus stays on the profile button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the menu replaces the button
  useEffect(() => {
    if (focusTrigger && !initiallyOpen) triggerRef.current?.focus();
  }, []);

  const onOpenChange = (next: boolean) => {
    if (next) setView('stats');
    setOpen(next);
  };
  const tap = useTapToOpen(() => onOpenChange(!open));
  const openDialog = (which: ProfileDialog) => {
    openingDialog.current = true;
    setDialog(which);
  };

  return (
    <>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger
          {...tap}
          ref={triggerRef}
          className={buttonStyles.trigger}
          aria-label={t('common.profileLabel', { name: displayNameOf(user) })}
        >
          <Avatar user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={styles.content}
            align="end"
            sideOffset={8}
            collisionPadding={8}
            onCloseAutoFocus={(event) => {
              if (!openingDialog.current) return;
              openingDialog.current = false;
              event.preventDefault();
            }}
          >
            <div className={styles.header}>
              <ProfileHeader user={user} />
            </div>
            <div className={styles.panel}>
              <ProfilePanel
                variant="menu"
                view={view}
                onViewChange={setView}
                stats={stats}
                completedTasks={completedTasks}
                scope={panelScope}
              />
            </div>
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item className={styles.item} asChild>
              <a href="/statistics">
                <ChartNoAxesColumn size={16} aria-hidden="true" /> {t('profile.menu.statistics')}
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} onSelect={() => openDialog('invite')}>
              <UserPlus size={16} aria-hidden="true" /> {t('profile.menu.invite')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} onSelect={() => openDialog('settings')}>
              <Settings size={16} aria-hidden="true" /> {t('profile.menu.settings')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.item} onSelect={onLogout}>
              <LogOut size={16} aria-hidden="true" /> {t('profile.menu.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ProfileDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        onCloseAutoFocus={returnFocusTo(triggerRef)}
        statsSettings={statsSettings}
      />
    </>
  );
}
