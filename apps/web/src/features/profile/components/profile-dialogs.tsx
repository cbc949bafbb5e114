import type { ReactNode } from 'react';
import type { DialogFocusProps } from './dialog-focus';
import { InviteFriendsDialog } from './invite-friends-dialog';
import { SettingsDialog } from './settings-dialog';

export type ProfileDialog = 'invite' | 'settings';

type ProfileDialogsProps = DialogFocusProps & {
  open: ProfileDialog | null;
  onClose: () => void;
  statsSettings?: ReactNode;
};

/** The modals behind the profile's Invite Friends and Settings buttons (desktop and mobile alike). */
export function ProfileDialogs({ open, onClose, onCloseAutoFocus, statsSettings }: ProfileDialogsProps) {
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    <>
      <InviteFriendsDialog
        open={open === 'invite'}
        onOpenChange={onOpenChange}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <SettingsDialog
        open={open === 'settings'}
        statsSettings={statsSettings}
        onOpenChange={onOpenChange}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}
