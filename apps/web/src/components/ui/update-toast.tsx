import { useEffect } from 'react';
import { toast } from 'sonner';

export const UPDATE_TOAST_TEXT = 'A new version of Focus Room is ready.';

/**
 * The toast that offers a new deployment (issue 17): 'Update' activates the waiting service worker and
 * reloads. It stays until used or closed; closed, the new version starts with the next visit. Lazy, with the
 * toaster, which the layout then shows for visitors too.
 */
export function UpdateToast({ apply }: { apply: () => void }) {
  useEffect(() => {
    const id = toast(UPDATE_TOAST_TEXT, {
      id: 'app-update',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Update', onClick: apply },
      // The one thing to do here: the app's accent, not the toast's neutral button.
      actionButtonStyle: {
        background: 'var(--color-accent)',
        color: 'var(--color-accent-contrast)',
        fontWeight: 600,
      },
    });
    return () => {
      toast.dismiss(id);
    };
  }, [apply]);
  return null;
}
