import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_FREQUENCY,
  type NewsletterSubscription,
} from '@focus-room/core/api/newsletter';
import { CircleCheck, MailQuestion, MailX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { NEWSLETTER_BENEFITS } from '../lib/newsletter-benefits';
import styles from './newsletter-status-card.module.css';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

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
            Subscribed
          </h2>
          {subscription ? (
            <>
              <p className={styles.email} data-testid="newsletter-email">
                {subscription.email}
              </p>
              <p className={styles.since}>
                Subscribed on{' '}
                <time dateTime={subscription.subscribedAt} data-testid="newsletter-date">
                  {formatDate(subscription.subscribedAt)}
                </time>
              </p>
            </>
          ) : null}
        </div>
      </div>
      <p className={styles.text}>
        Focus techniques, study strategies and the newest room items come to this address{' '}
        {NEWSLETTER_FREQUENCY}. You can leave at any time.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onUnsubscribe} disabled={updating}>
          Unsubscribe
        </Button>
      </div>
    </section>
  );
}

/** Not subscribed: a badge, what the newsletter brings, and Subscribe Now. */
export function NotSubscribedCard({ onSubscribe }: { onSubscribe: () => void }) {
  return (
    <section className={styles.card} aria-labelledby="newsletter-state">
      <div className={`${styles.badge} ${styles.unsubscribed}`}>
        <MailX size={28} aria-hidden="true" className={styles.badgeIcon} />
        <div className={styles.badgeBody}>
          <h2 id="newsletter-state" className={styles.badgeTitle}>
            Not subscribed
          </h2>
          <p className={styles.since}>You are not getting our newsletter at the moment.</p>
        </div>
      </div>
      <h3 className={styles.listTitle}>What you get</h3>
      <ul className={styles.benefits}>
        {NEWSLETTER_BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.benefit}>
            <span className={styles.benefitIcon} aria-hidden="true">
              <Icon size={18} />
            </span>
            <div>
              <p className={styles.benefitTitle}>{title}</p>
              <p className={styles.benefitText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onSubscribe}>Subscribe Now</Button>
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
  return (
    <section className={styles.card} aria-labelledby="newsletter-pending">
      <div className={`${styles.badge} ${styles.pending}`}>
        <MailQuestion size={28} aria-hidden="true" className={styles.badgeIcon} />
        <div className={styles.badgeBody}>
          <h2 id="newsletter-pending" className={styles.badgeTitle}>
            Confirmation pending
          </h2>
          <p className={styles.email} data-testid="newsletter-pending-email">
            {pendingEmail}
          </p>
          <p className={styles.since}>
            Check this inbox and open the link we sent within {NEWSLETTER_CONFIRM_HOURS} hours.{' '}
            {subscribedEmail
              ? `Until then the newsletter keeps going to ${subscribedEmail}.`
              : 'The newsletter starts as soon as you confirm.'}
          </p>
        </div>
      </div>
      {subscribedEmail ? (
        <>
          <p className={styles.text}>No email? Check your spam folder, or send a new link.</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onResend}>
              Send New Link
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.text}>
          No email? Check your spam folder, or use Subscribe Now to send a new link.
        </p>
      )}
    </section>
  );
}
