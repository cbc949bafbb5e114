import { PRODUCT_NAME } from '@focus-room/core/product';
import type { LegalSection } from './legal-section';
import { SupportEmailLink } from './localized-document';

// Part 2 of the privacy notice: who else sees data, how long we keep it, and your rights.
export const privacyRightsSections: LegalSection[] = [
  {
    id: 'recipients',
    title: 'Who receives data',
    body: (
      <p>
        Your data is stored with our hosting provider, which processes it only on our instructions (Art. 28
        GDPR), as does our email delivery provider. Google and Spotify receive data only as described above.
        Administrators of {PRODUCT_NAME} can see account details, coins, levels, reviews and newsletter
        subscriptions to run the service. We disclose data to authorities only when the law obliges us to.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <ul>
        <li>Server log files: 30 days.</li>
        <li>
          Account, tasks, focus time, coins, reviews and sign-in history: until you delete your account.
          Deleting your account removes all of these rows at once and ends every session.
        </li>
        <li>Newsletter subscription: until you unsubscribe or delete your account.</li>
        <li>One-time codes: 10 minutes, or until used.</li>
        <li>Browser storage: until you sign out, clear it, or the periods named above end.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights under the GDPR',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>access the personal data we hold about you (Art. 15 GDPR);</li>
          <li>have incorrect data corrected (Art. 16 GDPR);</li>
          <li>have your data erased (Art. 17 GDPR), for example by deleting your account in Settings;</li>
          <li>restrict processing (Art. 18 GDPR);</li>
          <li>receive your data in a common machine-readable format (Art. 20 GDPR);</li>
          <li>
            object to processing based on our legitimate interests, on grounds relating to your particular
            situation (Art. 21 GDPR);
          </li>
          <li>
            withdraw any consent at any time with effect for the future (Art. 7 (3) GDPR), for example on the
            Cookies and Preferences page or by unsubscribing from the newsletter.
          </li>
        </ul>
        <p>
          Write to <SupportEmailLink /> to use these rights; we answer within one month. You may also lodge a
          complaint with a data protection supervisory authority (Art. 77 GDPR), for example the Berlin
          Commissioner for Data Protection and Freedom of Information.
        </p>
      </>
    ),
  },
  {
    id: 'portability',
    title: 'Downloading your data',
    body: (
      <p>
        You can take your data with you at any time (Art. 20 GDPR): signed in, choose “Download my data” in
        Settings. You receive a ZIP file with everything {PRODUCT_NAME} keeps about your account (profile,
        tasks with their history, focus days, the coin and focus-time records, level history, newsletter
        subscription, reviews, sign-ins and sessions, the browsers that get your alerts at a period end), each
        as JSON and as CSV that opens in any spreadsheet. It never contains your password hash, one-time codes
        or session keys. You can download it up to three times an hour.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        All connections are encrypted (HTTPS). Passwords are stored only as strong one-way hashes, sign-in
        sessions can be revoked, and every request is checked so that no user can read or change another
        user's data. There is no automated decision-making or profiling.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {PRODUCT_NAME} is meant for people aged 16 and over. Younger students may use it only with the consent
        of a parent or guardian.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    body: (
      <p>
        We update this notice when the product or the law changes; the date at the top shows the current
        version. If a change affects how we use data you already gave us, we will tell registered users by
        email before it takes effect.
      </p>
    ),
  },
];
