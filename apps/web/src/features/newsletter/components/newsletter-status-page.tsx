import { NEWSLETTER_MESSAGES } from '@focus-room/core/api/newsletter';
import { PRODUCT_NAME } from '@focus-room/core/product';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useMessage } from '../../../components/ui/message-dialog';
import { useNewsletterStatus } from '../api/get-newsletter-status';
import { newsletterKeys } from '../api/newsletter-keys';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { useReturnFocus } from '../hooks/use-return-focus';
import { serverMessageOr } from '../lib/error-message';
import { NewsletterModal } from './newsletter-modal';
import { NotSubscribedCard, SubscribedCard } from './newsletter-status-card';
import styles from './newsletter-status-page.module.css';
import { UnsubscribeDialog } from './unsubscribe-dialog';

/** After an unsubscribe the status is read again this much later (001 §4, §9). */
const REREAD_AFTER_MS = 1000;

/** React Router keeps the position in this tab's history in history.state.idx. */
const hasHistoryEntry = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** /newsletter: the subscription status page of 001 §2 for a signed-in user. */
export function NewsletterStatusPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showMessage = useMessage();
  const status = useNewsletterStatus();
  const unsubscribe = useUnsubscribeNewsletter();
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  const rereadTimer = useRef<number | undefined>(undefined);
  // Subscribing or leaving swaps the card and its buttons: focus then goes to the card or the message.
  const statusRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const returnFocus = useReturnFocus(statusRef);
  const unsubscribeFocus = {
    onOpenAutoFocus: returnFocus.onOpenAutoFocus,
    onCloseAutoFocus: (event: Event) => {
      if (noticeRef.current) {
        event.preventDefault();
        noticeRef.current.focus();
      } else {
        returnFocus.onCloseAutoFocus(event);
      }
    },
  };
  useEffect(() => () => window.clearTimeout(rereadTimer.current), []);

  const back = () => (hasHistoryEntry() ? navigate(-1) : navigate('/home'));

  const confirmUnsubscribe = () => {
    unsubscribe.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirmOpen(false);
        setNotice(message);
        rereadTimer.current = window.setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
          REREAD_AFTER_MS,
        );
      },
      onError: (failure) => {
        setConfirmOpen(false);
        void showMessage({
          title: 'Error',
          message: serverMessageOr(failure, NEWSLETTER_MESSAGES.unsubscribeFailed),
        });
      },
    });
  };

  const openSubscribe = () => {
    setNotice(undefined);
    setSubscribeOpen(true);
  };

  return (
    <div className={styles.page}>
      <title>{`Newsletter · ${PRODUCT_NAME}`}</title>
      <Button variant="ghost" size="small" className={styles.back} onClick={back}>
        <ArrowLeft size={18} aria-hidden="true" />
        Back
      </Button>
      <header className={styles.header}>
        <p className={styles.eyebrow}>The {PRODUCT_NAME} newsletter</p>
        <h1 className={styles.title}>Your Newsletter</h1>
        <p className={styles.lead}>Your subscription at a glance: subscribe or leave with one click.</p>
      </header>

      {notice ? (
        <p ref={noticeRef} tabIndex={-1} className={styles.notice} role="status">
          <CircleCheck size={18} aria-hidden="true" />
          {notice}
        </p>
      ) : null}

      <div ref={statusRef} tabIndex={-1} className={styles.status}>
        {status.data ? (
          status.data.isSubscribed ? (
            <SubscribedCard
              subscription={status.data.subscription}
              onUnsubscribe={() => setConfirmOpen(true)}
            />
          ) : (
            <NotSubscribedCard onSubscribe={openSubscribe} />
          )
        ) : status.isError ? (
          <div className={styles.state} role="alert">
            <p>{NEWSLETTER_MESSAGES.statusFailed}</p>
            <Button variant="secondary" size="small" onClick={() => void status.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className={styles.state} aria-busy="true">
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.muted}>Loading your subscription...</p>
          </div>
        )}
      </div>

      <UnsubscribeDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        onConfirm={confirmUnsubscribe}
        busy={unsubscribe.isPending}
        focus={unsubscribeFocus}
      />
      <NewsletterModal open={subscribeOpen} onOpenChange={setSubscribeOpen} returnFocusTo={statusRef} />
    </div>
  );
}
