import { Bug, Mail, ShieldCheck } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { SupportEmailLink } from '../../features/legal/components/support-email-link';
import { MessageLink, Trans } from '../../i18n/trans';
import { useT } from '../../i18n/use-t';
import styles from './contact.module.css';

const TOPICS = [
  { id: 'bug', icon: Bug, title: 'legal.contact.bugTitle', text: 'legal.contact.bugText' },
  { id: 'data', icon: ShieldCheck, title: 'legal.contact.dataTitle', text: 'legal.contact.dataText' },
] as const;

/** /contact-us and /contact. */
export function ContactRoute() {
  const { t } = useT();
  return (
    <Page title={t('legal.contact.title')} lead={t('legal.contact.lead')}>
      <section className={styles.card} aria-labelledby="contact-email-title">
        <span className={styles.icon} aria-hidden="true">
          <Mail size={26} />
        </span>
        <div>
          <h2 id="contact-email-title" className={styles.cardTitle}>
            {t('legal.contact.emailTitle')}
          </h2>
          <p className={styles.email}>
            <SupportEmailLink className={styles.emailLink} />
          </p>
        </div>
      </section>
      <ul className={styles.topics}>
        {TOPICS.map(({ id, icon: Icon, title, text }) => (
          <li key={id} className={styles.topic}>
            <Icon size={20} aria-hidden="true" />
            <div>
              <h2 className={styles.topicTitle}>{t(title)}</h2>
              <p>{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        <Trans
          id="legal.contact.note"
          components={{
            0: <MessageLink href="/data-privacy" />,
            1: <MessageLink href="/terms-and-conditions" />,
          }}
        />
      </p>
    </Page>
  );
}
