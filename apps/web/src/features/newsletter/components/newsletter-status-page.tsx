import { NEWSLETTER_MESSAGES } from '@focus-room/core/api/newsletter-plain';
import { PRODUCT_NAME } from '@focus-room/core/product';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageLoading } from '../../../components/layout/page-loading';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { useMessage } from '../../../components/ui/message-dialog';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { serverMessageOr } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { goBack, useLocation } from '../../../lib/routing';
import { useNewsletterStatus } from '../api/get-newsletter-status';
import { newsletterKeys } from '../api/newsletter-keys';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { NewsletterModal } from './newsletter-modal';
import { NotSubscribedCard, PendingCard, SubscribedCard } from './newsletter-status-card';
import styles from './newsletter-status-page.module.css';

/** After an unsubscribe the status is read again this much later. */
const REREAD_AFTER_MS = 1000;

/**
 * /newsletter: the subscription status page for a signed-in user
 * (docs/product-rules.md#newsletter-pages-and-the-footer-link).
 */
export function NewsletterStatusPage() {
  const { route } = useLocation();
  const queryClient = useQueryClient();
  const showMessage = useMessage();
  const { t } = useT();
  const status = useNewsletterStatus();
  const unsubscribe = useUnsubscribeNewsletter();
  const [subscribe, setSubscribe] = useState<{ open: boolean; email?: string }>({ open: false });
  const [confirmOpen, setConfirmOpen] = useState(false);
  // The server's English text, shown in the active language.
  const [notice, setNotice] = useState<string | undefined>();
  // From a successful unsubscribe until the status has been read again: the old card takes no action.
  const [rereading, setRereading] = useState(false);
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

  const back = () => goBack(route, '/home');

  const confirmUnsubscribe = () => {
    unsubscribe.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirmOpen(false);
        setNotice(message);
        setRereading(true);
        rereadTimer.current = window.setTimeout(() => {
          void queryClient
            .invalidateQueries({ queryKey: newsletterKeys.all })
            .finally(() => setRereading(false));
        }, REREAD_AFTER_MS);
      },
      onError: (failure) => {
        setConfirmOpen(false);
        void showMessage({
          title: t('newsletter.errorTitle'),
          message: serverMessageOr(failure, localizeServerMessage(NEWSLETTER_MESSAGES.unsubscribeFailed)),
        });
      },
    });
  };

  // With an address waiting for confirmation, the modal offers that one again: a new link goes there.
  const openSubscribe = (email?: string) => {
    setNotice(undefined);
    setSubscribe({ open: true, email });
  };

  const data = status.data;
  useDocumentTitle(`${t('newsletter.statusDocumentTitle')} · ${PRODUCT_NAME}`);
  return (
    <div className={styles.page}>
      <Button variant="ghost" size="small" className={styles.back} onClick={back}>
        <ArrowLeft size={18} aria-hidden="true" />
        {t('newsletter.statusBack')}
      </Button>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('newsletter.eyebrow', { product: PRODUCT_NAME })}</p>
        <h1 className={styles.title}>{t('newsletter.statusTitle')}</h1>
        <p className={styles.lead}>{t('newsletter.statusLead')}</p>
      </header>

      {notice ? (
        <p ref={noticeRef} tabIndex={-1} className={styles.notice} role="status">
          <CircleCheck size={18} aria-hidden="true" />
          {localizeServerMessage(notice)}
        </p>
      ) : null}

      <div ref={statusRef} tabIndex={-1} className={styles.status}>
        {data ? (
          <>
            {data.pendingEmail ? (
              <PendingCard
                pendingEmail={data.pendingEmail}
                subscribedEmail={data.subscription?.email ?? null}
                onResend={() => openSubscribe(data.pendingEmail ?? undefined)}
              />
            ) : null}
            {data.isSubscribed ? (
              <SubscribedCard
                subscription={data.subscription}
                onUnsubscribe={() => setConfirmOpen(true)}
                updating={rereading}
              />
            ) : (
              <NotSubscribedCard onSubscribe={() => openSubscribe(data.pendingEmail ?? undefined)} />
            )}
          </>
        ) : status.isError ? (
          <LoadError
            message={localizeServerMessage(NEWSLETTER_MESSAGES.statusFailed)}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : (
          <PageLoading />
        )}
      </div>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('newsletter.unsubscribe')}
        description={localizeServerMessage(NEWSLETTER_MESSAGES.unsubscribeConfirm)}
        confirmLabel={t('newsletter.unsubscribe')}
        busyLabel={t('newsletter.unsubscribing')}
        busy={unsubscribe.isPending}
        onConfirm={confirmUnsubscribe}
        focus={unsubscribeFocus}
      />
      <NewsletterModal
        open={subscribe.open}
        onOpenChange={(open) => setSubscribe((current) => ({ ...current, open }))}
        email={subscribe.email}
        returnFocusTo={statusRef}
      />
    </div>
  );
}
