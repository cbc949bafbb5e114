import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_MESSAGES } from '@focus-room/core/api/newsletter-plain';
import { PRODUCT_NAME } from '@focus-room/core/product';
import { CircleAlert, CircleCheck, LogIn, Mail, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { localizeServerMessage } from '../../../i18n/server-messages';
import { useT } from '../../../i18n/use-t';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocation } from '../../../lib/routing';
import { useSession } from '../../../lib/session/session-context';
import { useConfirmNewsletter } from '../api/confirm-newsletter';
import styles from './newsletter-confirm-page.module.css';

/** The heading (and document title) of each state, as message ids. */
const TITLES = {
  busy: 'newsletter.confirmBusyTitle',
  done: 'newsletter.confirmDoneTitle',
  invalid: 'newsletter.confirmInvalidTitle',
  failed: 'newsletter.confirmFailedTitle',
} as const;

/**
 * /newsletter/confirm?token=…: the double opt-in link from the confirmation mail. Public, as the mail
 * may be opened signed out or in another browser; the token is posted once, when the page opens.
 */
export function NewsletterConfirmPage() {
  const token = useLocation().query.token?.trim() ?? '';
  const { status: session } = useSession();
  const { mutate, isSuccess, isError, error, data } = useConfirmNewsletter();
  const posted = useRef(false);
  const { t } = useT();

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    mutate(token);
  }, [token, mutate]);

  // The server refuses an unknown, used or expired token with 400; anything else (no connection, a
  // server error, too many attempts) is worth another try.
  const refused = error instanceof ApiError && error.status === 400;
  const state = !token || refused ? 'invalid' : isError ? 'failed' : isSuccess ? 'done' : 'busy';
  const title = t(TITLES[state]);
  const message =
    state === 'done'
      ? localizeServerMessage(data?.message ?? NEWSLETTER_MESSAGES.confirmed)
      : state === 'invalid'
        ? serverMessageOr(error, localizeServerMessage(NEWSLETTER_MESSAGES.confirmInvalid))
        : state === 'failed'
          ? serverMessageOr(error, t('newsletter.confirmUnreachable'))
          : t('newsletter.confirmWait');

  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <span className={`${styles.icon} ${styles[state]}`} aria-hidden="true">
          {state === 'busy' ? (
            <span className={styles.spinner} />
          ) : state === 'done' ? (
            <CircleCheck size={30} />
          ) : (
            <CircleAlert size={30} />
          )}
        </span>
        <h1 className={styles.title}>{title}</h1>
        {/* One live region from the start, so the outcome is announced when it replaces the wait. */}
        <div role="status" className={styles.status}>
          <p className={styles.message} data-testid="newsletter-confirm-message">
            {message}
          </p>
          {state === 'done' ? <p className={styles.text}>{t('newsletter.confirmDoneText')}</p> : null}
          {state === 'invalid' ? (
            <p className={styles.text}>
              {t('newsletter.confirmInvalidText', { hours: NEWSLETTER_CONFIRM_HOURS })}
            </p>
          ) : null}
        </div>
        {state === 'busy' ? null : (
          <div className={styles.actions}>
            {state === 'failed' ? (
              <Button onClick={() => mutate(token)}>
                <RotateCcw size={18} aria-hidden="true" />
                {t('newsletter.confirmRetry')}
              </Button>
            ) : null}
            {state === 'done' && session !== 'signed-in' ? (
              <ButtonLink to="/login">
                <LogIn size={18} aria-hidden="true" />
                {t('newsletter.confirmLogIn')}
              </ButtonLink>
            ) : (
              <ButtonLink to="/newsletter" variant={state === 'failed' ? 'secondary' : 'primary'}>
                <Mail size={18} aria-hidden="true" />
                {state === 'done'
                  ? t('newsletter.confirmToYourNewsletter')
                  : t('newsletter.confirmToNewsletter')}
              </ButtonLink>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
