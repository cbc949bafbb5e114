import * as Dialog from '@radix-ui/react-dialog';
import { Check, Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { DialogHeader } from '../../../components/ui/dialog-header';
import { useT } from '../../../i18n/use-t';
import { useCopiedFlag } from '../hooks/use-copied-flag';
import { copyText } from '../lib/clipboard';
import {
  opensInPopup,
  popupFeatures,
  referralLink,
  SHARE_TARGETS,
  type ShareTarget,
  shareMessage,
  shareUrl,
} from '../lib/share-links';
import type { DialogFocusProps } from './dialog-focus';
import styles from './profile-dialog.module.css';
import { ShareIcon } from './share-icons';

type InviteFriendsDialogProps = DialogFocusProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Invite Friends (docs/product-rules.md#invite-friends): the referral link to copy, and share buttons for
 * three networks.
 */
export function InviteFriendsDialog({ open, onOpenChange, onCloseAutoFocus }: InviteFriendsDialogProps) {
  const { t } = useT();
  const link = referralLink(window.location.origin);
  const [copied, flagCopied] = useCopiedFlag();
  const fieldId = useId();

  const copyLink = async () => {
    try {
      await copyText(link);
      flagCopied();
      toast.success(t('profile.invite.copiedToast'));
    } catch (error) {
      console.error('Copying the referral link failed', error);
      toast.error(t('profile.invite.copyFailed'));
    }
  };

  const share = async (target: ShareTarget) => {
    const message = shareMessage(link);
    if (opensInPopup(target)) {
      const around = {
        left: window.screenX,
        top: window.screenY,
        width: window.outerWidth,
        height: window.outerHeight,
      };
      const popup = window.open(shareUrl(target, message), '_blank', popupFeatures(around));
      // The share page must not be able to script this tab (what noopener would do, but noopener
      // makes some browsers ignore the window size).
      if (popup) popup.opener = null;
      return;
    }
    // Instagram takes no text from a link: the message goes to the clipboard, the user pastes it.
    try {
      await copyText(message);
      toast.success(t('profile.invite.messageCopied'));
    } catch (error) {
      console.error('Copying the share message failed', error);
      toast.error(t('profile.invite.copyFailed'));
    }
    window.open(shareUrl(target, message), '_blank', 'noopener,noreferrer');
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        stack
        overlayClassName={styles.layer}
        className={styles.layer}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader title={t('profile.invite.title')} closeLabel={t('profile.dialog.close')} />
        <Dialog.Description className={styles.text}>{t('profile.invite.text')}</Dialog.Description>

        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            {t('profile.invite.linkLabel')}
          </label>
          <div className={styles.linkRow}>
            <input
              id={fieldId}
              className={styles.input}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant={copied ? 'secondary' : 'primary'}
              className={styles.copy}
              title={copied ? t('profile.invite.copied') : t('profile.invite.copy')}
              onClick={copyLink}
            >
              {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
              {copied ? t('profile.invite.copied') : t('profile.invite.copy')}
            </Button>
          </div>
        </div>

        <div className={styles.field}>
          <p className={styles.label} id={`${fieldId}-share`}>
            {t('profile.invite.shareOn')}
          </p>
          <ul className={styles.shareList} aria-labelledby={`${fieldId}-share`}>
            {SHARE_TARGETS.map(({ id, label }) => (
              <li key={id}>
                <button
                  type="button"
                  className={styles.share}
                  data-target={id}
                  aria-label={t('profile.invite.shareOnTarget', { network: label })}
                  onClick={() => void share(id)}
                >
                  <span className={styles.shareIcon}>
                    <ShareIcon target={id} />
                  </span>
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
