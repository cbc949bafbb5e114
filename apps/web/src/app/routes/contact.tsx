import { Bug, Mail, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../components/layout/page';
import { SupportEmailLink } from '../../features/legal/components/support-email-link';
import styles from './contact.module.css';

const TOPICS = [
  {
    icon: Bug,
    title: 'Something not working?',
    text: 'Tell us what you did and what you saw; a screenshot helps.',
  },
  {
    icon: ShieldCheck,
    title: 'Your data',
    text: 'Requests for access, correction or deletion under the GDPR.',
  },
];

/** /contact-us and /contact. */
export function ContactRoute() {
  return (
    <Page
      title="Contact Us"
      lead="Questions, ideas or problems? We read every message and usually reply within two working days."
    >
      <section className={styles.card} aria-labelledby="contact-email-title">
        <span className={styles.icon} aria-hidden="true">
          <Mail size={26} />
        </span>
        <div>
          <h2 id="contact-email-title" className={styles.cardTitle}>
            Email our support team
          </h2>
          <p className={styles.email}>
            <SupportEmailLink className={styles.emailLink} />
          </p>
        </div>
      </section>
      <ul className={styles.topics}>
        {TOPICS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.topic}>
            <Icon size={20} aria-hidden="true" />
            <div>
              <h2 className={styles.topicTitle}>{title}</h2>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Enjoying the app? The feedback form on your dashboard is the quickest way to leave a review. See also
        our <Link to="/data-privacy">Privacy Notice</Link> and{' '}
        <Link to="/terms-and-conditions">Terms and Conditions</Link>.
      </p>
    </Page>
  );
}
