import type { NewsletterSubscription } from '@focus-room/core/api/newsletter';
import { NEWSLETTER_CONFIRM_HOURS } from '@focus-room/core/api/newsletter-plain';
import { CircleCheck, MailQuestion, MailX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../i18n/format';
import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
import { NEWSLETTER_BENEFITS } from '../lib/newsletter-benefits';
import styles from './newsletter-status-card.module.css';

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * Subscribed: a badge with the newsletter address and the date, and Unsubscribe. `updating` while the status
 * is read again after unsubscribing: the card is on its way out and takes no action.
 */
export function SubscribedCard({
  subscription,
  onUnsubscribe,
  updating = false,
}: {
  subscription: NewsletterSubscription | null;
  onUnsubscribe: () => void;
  updating?: boolean;
}) {
  const { t } = useT();
  return (
    <section
      className={`${styles.card} ${updating ? styles.updating : ''}`}
      aria-labelledby="newsletter-state"
      aria-busy={updating || undefined}
    >
      <div className={`${styles.badge} ${styles.subscribed}`}>
        <CircleCheck size={28} aria-hidden="true" className={styles.badgeIcon} />
        <div className={styles.badgeBody}>
          <h2 id="newsletter-state" className={styles.badgeTitle}>
            {t('newsletter.subscribedTitle')}
          </h2>
          {subscription ? (
            <>
              <p className={styles.email} data-testid="newsletter-email">
                {subscription.email}
              </p>
              <p className={styles.since}>
                <Trans
                  id="newsletter.subscribedSince"
                  values={{ date: formatDate(new Date(subscription.subscribedAt), LONG_DATE) }}
                  components={{
                    0: <time dateTime={subscription.subscribedAt} data-testid="newsletter-date" />,
                  }}
                />
              </p>
            </>
          ) : null}
        </div>
      </div>
      <p className={styles.text}>
        {t('newsletter.subscribedText', { frequency: t('newsletter.frequency') })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onUnsubscribe} disabled={updating}>
          {t('newsletter.unsubscribe')}
        </Button>
      </div>
    </section>
  );
}

/** Not subscribed: a badge, what the newsletter brings, and Subscribe Now. */
export function NotSubscribedCard({ onSubscribe }: { onSubscribe: () => void }) {
  const { t } = useT();
  return (
    <section className={styles.card} aria-labelledby="newsletter-state">
      <div className={`${styles.badge} ${styles.unsubscribed}`}>
        <MailX size={28} aria-hidden="true" className={styles.badgeIcon} />
        <div className={styles.badgeBody}>
          <h2 id="newsletter-state" className={styles.badgeTitle}>
            {t('newsletter.notSubscribedTitle')}
          </h2>
          <p className={styles.since}>{t('newsletter.notSubscribedText')}</p>
        </div>
      </div>
      <h3 className={styles.listTitle}>{t('newsletter.whatYouGet')}</h3>
      <ul className={styles.benefits}>
        {NEWSLETTER_BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.benefit}>
            <span className={styles.benefitIcon} aria-hidden="true">
              <Icon size={18} />
            </span>
            <div>
              <p className={styles.benefitTitle}>{t(title)}</p>
              <p className={styles.benefitText}>{t(text, { frequency: t('newsletter.frequency') })}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onSubscribe}>{t('newsletter.subscribeNow')}</Button>
      </div>
    </section>
  );
}

/**
 * An address waiting for its owner to open the mailed link (double opt-in). Shown above the Subscribed
 * card when a subscription moves to another address, or above Not subscribed, whose Subscribe Now then
 * sends a new link; with a subscription, Send New Link does that.
 */
export function PendingCard({
  pendingEmail,
  subscribedEmail,
  onResend,
}: {
  pendingEmail: string;
  subscribedEmail: string | null;
  onResend: () => void;
}) {
  const { t } = useT();
  return (
    <section className={styles.card} aria-labelledby="newsletter-pending">
      <div className={`${styles.badge} ${styles.pending}`}>
        <MailQuestion size={28} aria-hidden="true" className={styles.badgeIcon} />
        <div className={styles.badgeBody}>
          <h2 id="newsletter-pending" className={styles.badgeTitle}>
            {t('newsletter.pendingTitle')}
          </h2>
          <p className={styles.email} data-testid="newsletter-pending-email">
            {pendingEmail}
          </p>
          <p className={styles.since}>
            {subscribedEmail
              ? t('newsletter.pendingKeepsGoing', { hours: NEWSLETTER_CONFIRM_HOURS, email: subscribedEmail })
              : t('newsletter.pendingStartsOnConfirm', { hours: NEWSLETTER_CONFIRM_HOURS })}
          </p>
        </div>
      </div>
      {subscribedEmail ? (
        <>
          <p className={styles.text}>{t('newsletter.pendingResendHint')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onResend}>
              {t('newsletter.pendingResend')}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.text}>{t('newsletter.pendingSubscribeHint')}</p>
      )}
    </section>
  );
}
