import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, ChartNoAxesColumn, ChevronRight, LogOut, Settings, UserPlus } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { returnFocusTo } from './dialog-focus';
import styles from './mobile-profile.module.css';
import { type ProfileDialog, ProfileDialogs } from './profile-dialogs';
import { Avatar, displayNameOf, ProfileHeader } from './profile-identity';
import type { ProfileProps } from './profile-menu';
import { type PanelView, ProfilePanel } from './profile-panel';

/**
 * The mobile menu's profile entry: a button with the avatar and name that opens the full-screen profile view.
 * The view is a Radix dialog nested in the menu sheet, so it traps focus, Escape closes it and Back returns
 * to the menu.
 */
export function MobileProfile({
  user,
  onLogout,
  stats,
  completedTasks,
  panelScope,
  statsSettings,
}: ProfileProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<PanelView>('stats');
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  // The button that opened a dialog gets the focus back (Radix's own return misses it in the nested view).
  const openerRef = useRef<HTMLElement | null>(null);
  const openDialog = (which: ProfileDialog) => (event: MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    setDialog(which);
  };
  const name = displayNameOf(user);

  const onOpenChange = (next: boolean) => {
    if (next) setView('stats');
    setOpen(next);
  };
  // One Back for the whole view: from the completed list it returns to the stats, then to the menu.
  const back = () => (view === 'completed' ? setView('stats') : setOpen(false));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={styles.entry} aria-label={t('common.profileLabel', { name })}>
        <Avatar user={user} />
        <span className={styles.entryText}>
          <span className={styles.entryName}>{name}</span>
          <span className={styles.entryHint}>{t('profile.menu.viewProfile')}</span>
        </span>
        <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.view} aria-describedby={undefined}>
          <div className={styles.topBar}>
            <button ref={backRef} type="button" className={styles.back} onClick={back}>
              <ArrowLeft size={20} aria-hidden="true" /> {t('profile.menu.back')}
            </button>
            <Dialog.Title className={styles.title}>{t('profile.menu.profile')}</Dialog.Title>
          </div>
          <div className={styles.body}>
            <div className={styles.card}>
              <ProfileHeader user={user} size="large" />
            </div>
            <ProfilePanel
              variant="view"
              view={view}
              onViewChange={setView}
              stats={stats}
              completedTasks={completedTasks}
              scope={panelScope}
              backRef={backRef}
            />
            <div className={styles.actions}>
              <a href="/statistics" className={styles.action}>
                <ChartNoAxesColumn size={18} aria-hidden="true" /> {t('profile.menu.statistics')}
              </a>
              <button
                type="button"
                className={styles.action}
                onClick={openDialog('invite')}
                aria-haspopup="dialog"
              >
                <UserPlus size={18} aria-hidden="true" /> {t('profile.menu.invite')}
              </button>
              <button
                type="button"
                className={styles.action}
                onClick={openDialog('settings')}
                aria-haspopup="dialog"
              >
                <Settings size={18} aria-hidden="true" /> {t('profile.menu.settings')}
              </button>
              <button type="button" className={styles.action} onClick={onLogout}>
                <LogOut size={18} aria-hidden="true" /> {t('profile.menu.logout')}
              </button>
            </div>
          </div>
          <ProfileDialogs
            open={dialog}
            onClose={() => setDialog(null)}
            onCloseAutoFocus={returnFocusTo(openerRef)}
            statsSettings={statsSettings}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
