import { type ReactNode, useEffect } from 'react';
import { useOpenedOnce } from '../../../hooks/use-opened-once';
import { deferredModule, useDeferredModule } from '../../../lib/deferred-module';
import { whenIdle } from '../../../lib/when-idle';
import type { DialogFocusProps } from './dialog-focus';

export type ProfileDialog = 'invite' | 'settings';

// Both open from a menu entry, never on the first screen: chunks of their own (the share links, the account
// settings and its delete and export flows), fetched once the page is idle so they are there when opened.
const inviteFriendsModule = deferredModule(() => import('./invite-friends-dialog'));
const settingsModule = deferredModule(() => import('./settings-dialog'));

type ProfileDialogsProps = DialogFocusProps & {
  open: ProfileDialog | null;
  onClose: () => void;
  statsSettings?: ReactNode;
};

/** The modals behind the profile's Invite Friends and Settings buttons (desktop and mobile alike). */
export function ProfileDialogs({ open, onClose, onCloseAutoFocus, statsSettings }: ProfileDialogsProps) {
  // Mounted from their first opening on, so closing keeps Radix's animation and focus handling.
  const invite = useDeferredModule(inviteFriendsModule, useOpenedOnce(open === 'invite'));
  const settings = useDeferredModule(settingsModule, useOpenedOnce(open === 'settings'));
  useEffect(
    () =>
      whenIdle(() => {
        void inviteFriendsModule.load().catch(() => {});
        void settingsModule.load().catch(() => {});
      }),
    [],
  );
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    <>
      {invite ? (
        <invite.InviteFriendsDialog
          open={open === 'invite'}
          onOpenChange={onOpenChange}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
      {settings ? (
        <settings.SettingsDialog
          open={open === 'settings'}
          statsSettings={statsSettings}
          onOpenChange={onOpenChange}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </>
  );
}
