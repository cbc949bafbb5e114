import { PRODUCT_NAME } from '@focus-room/core/product';
import { translate } from '../../../i18n/i18n';

/** The referral link: the site's origin plus /register (docs/product-rules.md#invite-friends). */
export function referralLink(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/register`;
}

/** The share message, word for word (in the sharer's language: their friends most likely speak it too). */
export function shareMessage(link: string): string {
  return translate('profile.invite.shareMessage', { product: PRODUCT_NAME, link });
}

export type ShareTarget = 'whatsapp' | 'x' | 'instagram';

/** In the order the modal shows them; the last one has no share URL (see shareUrl). */
export const SHARE_TARGETS: readonly { id: ShareTarget; label: string }[] = [
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'x', label: 'X' },
  { id: 'instagram', label: 'Instagram' },
];

/**
 * Where a share button goes. WhatsApp and X take the message as a query parameter; Instagram has no
 * web share URL, so the caller copies the message first and this only opens the site.
 */
export function shareUrl(target: ShareTarget, message: string): string {
  const text = encodeURIComponent(message);
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${text}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${text}`;
    case 'instagram':
      return 'https://www.instagram.com/';
  }
}

/** Whether the target opens in the 600x400 popup (every target but the last, which has no share URL). */
export const opensInPopup = (target: ShareTarget) => target !== 'instagram';

export const SHARE_POPUP = { width: 600, height: 400 } as const;

type Screen = { left: number; top: number; width: number; height: number };

/** window.open features for a 600x400 popup centred on the browser window (clamped to its corner). */
export function popupFeatures(around: Screen): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(around.left + (around.width - width) / 2));
  const top = Math.max(0, Math.round(around.top + (around.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
