import { useEffect, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocation } from '../../../lib/routing';
import { useSession } from '../../../lib/session/session-context';
import { inviteCodeFromHash, rememberInvite } from '../lib/pending-invite';
import styles from './groups.module.css';

/**
 * Where an invite link leads (docs/product-rules.md#groups-and-invites). The code is kept on this device;
 * a signed-in user goes straight to /home, whose Study group panel joins and opens the group. A visitor
 * logs in or registers first and lands in the group after, without opening the link again.
 */
export function JoinGroupPage() {
  const { t } = useT();
  const { status } = useSession();
  const { route } = useLocation();
  const [code] = useState(() => inviteCodeFromHash(window.location.hash));
  useDocumentTitle(t('groups.join.title'));

  useEffect(() => {
    if (!code) return;
    rememberInvite(code);
    if (status === 'signed-in') route('/home', true);
  }, [code, status, route]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="join-title">
        <h1 id="join-title" className={styles.title}>
          {t('groups.join.title')}
        </h1>
        {!code ? (
          <p role="alert">{t('groups.join.missing')}</p>
        ) : (
          <>
            <p className={styles.lead}>{t('groups.join.signInFirst')}</p>
            <div className={styles.row}>
              <ButtonLink to="/login">{t('groups.join.login')}</ButtonLink>
              <ButtonLink to="/register" variant="secondary">
                {t('groups.join.register')}
              </ButtonLink>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
