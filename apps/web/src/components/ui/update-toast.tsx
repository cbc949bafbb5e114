import { PRODUCT_NAME } from '@focus-room/core/product';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useT } from '../../i18n/use-t';

const TOAST_ID = 'app-update';

/**
 * The toast that offers a new deployment: 'Update' activates the waiting service worker and
 * reloads. It stays until used or closed; closed, the new version starts with the next visit. Lazy, with the
 * toaster, which the layout then shows for visitors too.
 */
export function UpdateToast({ apply }: { apply: () => void }) {
  const { t } = useT();
  // The update the user closed the toast for: a language switch redraws an open toast in place (same id),
  // but must not bring back a closed one.
  const closedFor = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (closedFor.current === apply) return;
    toast(t('common.updateReady', { product: PRODUCT_NAME }), {
      id: TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      action: { label: t('common.update'), onClick: apply },
      onDismiss: () => {
        closedFor.current = apply;
      },
      // The one thing to do here: the app's accent, not the toast's neutral button.
      actionButtonStyle: {
        background: 'var(--color-accent)',
        color: 'var(--color-accent-contrast)',
        fontWeight: 600,
      },
    });
  }, [apply, t]);
  useEffect(() => () => void toast.dismiss(TOAST_ID), []);
  return null;
}
