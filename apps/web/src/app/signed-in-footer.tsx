import { useState } from 'react';
import { Footer } from '../components/layout/footer';
import { useNewsletterStatus } from '../features/newsletter/api/get-newsletter-status';
import { NewsletterModal } from '../features/newsletter/components/newsletter-modal';
import { useNewsletterPrompt } from '../features/newsletter/hooks/use-newsletter-prompt';
import { signedInNewsletterTarget } from '../features/newsletter/lib/footer-target';
import { useSession } from '../lib/session/session-context';

/**
 * The footer of a signed-in user, with the newsletter parts only they need (000 §2, §4): the
 * 'Join Our Newsletter' target from the subscription status, the newsletter modal, and the prompt that
 * opens it once, 3 s after sign-in. A lazy chunk, like SignedInAccount: visitors never load it.
 */
export function SignedInFooter() {
  const { user } = useSession();
  const status = useNewsletterStatus();
  const [modalOpen, setModalOpen] = useState(false);
  useNewsletterPrompt(user?._id, () => setModalOpen(true));
  const target = signedInNewsletterTarget(status.data ?? (status.isError ? 'failed' : 'loading'), () =>
    setModalOpen(true),
  );
  return (
    <>
      <Footer newsletter={target} />
      <NewsletterModal open={modalOpen} onOpenChange={setModalOpen} />
    </>
  );
}
