import { useEffect, useRef, useState } from 'react';
import { Footer } from '../components/layout/footer';
import { useNewsletterStatus } from '../features/newsletter/api/get-newsletter-status';
import { useNewsletterPrompt } from '../features/newsletter/hooks/use-newsletter-prompt';
import { signedInNewsletterTarget } from '../features/newsletter/lib/footer-target';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { deferredModule, useDeferredModule } from '../lib/deferred-module';
import { useSession } from '../lib/session/session-context';
import { whenIdle } from '../lib/when-idle';

// The modal, and zod that checks its address, in a chunk of their own: fetched once the page is idle,
// so it is there by the time the prompt (3 s after sign-in) or the footer opens it, without being part
// of the first load.
const newsletterModalModule = deferredModule(
  () => import('../features/newsletter/components/newsletter-modal'),
);

/**
 * The footer of a signed-in user, with the newsletter parts only they need
 * (docs/product-rules.md#newsletter-pages-and-the-footer-link): the 'Join Our Newsletter' target from the
 * subscription status, the newsletter modal, and the prompt that opens it once, 3 s after sign-in. A lazy
 * chunk, like SignedInAccount: visitors never load it.
 */
export function SignedInFooter() {
  const { user } = useSession();
  const status = useNewsletterStatus();
  const [modalOpen, setModalOpen] = useState(false);
  // Mounted from its first opening on, so closing it keeps Radix's close and focus handling.
  const newsletterModal = useDeferredModule(newsletterModalModule, useOpenedOnce(modalOpen));
  useEffect(() => whenIdle(() => void newsletterModalModule.load().catch(() => {})), []);
  // Kept after closing: focus is handed back once the close has finished.
  const [openedFrom, setOpenedFrom] = useState<'footer' | 'prompt'>('prompt');
  // Subscribing from the footer swaps its button for a link: focus goes back to whichever is there. The
  // prompt opens by itself, so on close focus stays where the user was instead of jumping to the footer.
  const newsletterRef = useRef<HTMLElement>(null);
  const openFrom = (source: 'footer' | 'prompt') => {
    setOpenedFrom(source);
    setModalOpen(true);
  };
  useNewsletterPrompt(user?._id, modalOpen, () => openFrom('prompt'));
  const target = signedInNewsletterTarget(status.data ?? (status.isError ? 'failed' : 'loading'), () =>
    openFrom('footer'),
  );
  return (
    <>
      <Footer newsletter={target} newsletterRef={newsletterRef} />
      {newsletterModal ? (
        <newsletterModal.NewsletterModal
          open={modalOpen}
          onOpenChange={setModalOpen}
          returnFocusTo={openedFrom === 'footer' ? newsletterRef : undefined}
        />
      ) : null}
    </>
  );
}
