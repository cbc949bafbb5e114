import { Link } from 'react-router';
import styles from './cookie-policy.module.css';

/** The policy text above the preference switches. */
export function CookiePolicy() {
  return (
    <section className={styles.policy} aria-labelledby="cookie-policy-title">
      <h2 id="cookie-policy-title">Cookie policy</h2>
      <p>
        Focus Room uses no advertising cookies. We keep a few small items in your browser so the app works and
        remembers your choices: your sign-in (<code>token</code> and the <code>user</code> cookie), your
        theme, your timer, and these preferences (<code>cookiePreferences</code>). Guest tasks stay in your
        browser tab only.
      </p>
      <p>
        The focus music is a Spotify embed; Spotify may set its own cookies when the player loads. Sign in
        with Google works the same way on the login page. Details are in the{' '}
        <Link to="/data-privacy">Privacy Notice</Link>.
      </p>
      <p>
        Necessary storage is always on. Analytics and marketing are off until you switch them on below, and
        you can change your mind here at any time; the choice is saved in this browser.
      </p>
    </section>
  );
}
