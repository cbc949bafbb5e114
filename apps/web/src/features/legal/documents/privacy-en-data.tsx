import { PRODUCT_NAME } from '@focus-room/core/product';
import type { LegalSection } from './legal-section';
import { OperatorDetails, SupportEmailLink } from './localized-document';

// Part 1 of the privacy notice: who is responsible and which data the product processes, and why.
export const privacyDataSections: LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is a free web app for focused work: a Pomodoro timer with tasks, coins and a
          workspace that grows with levels. The operator of {PRODUCT_NAME} (“we”, “us”) is the controller of
          the personal data described here within the meaning of the EU General Data Protection Regulation
          (GDPR):
        </p>
        <OperatorDetails />
        <p>
          For every question about your data, and to exercise your rights, write to <SupportEmailLink />.
        </p>
      </>
    ),
  },
  {
    id: 'principles',
    title: 'The short version',
    body: (
      <ul>
        <li>We only keep what the product needs to work: your account, your tasks and your progress.</li>
        <li>We do not sell your data and do not show advertising.</li>
        <li>Analytics run only after you allow them on the Cookies and Preferences page.</li>
        <li>You can delete your account at any time; that removes all of your data from our database.</li>
      </ul>
    ),
  },
  {
    id: 'server-logs',
    title: 'Visiting the website: server log files',
    body: (
      <>
        <p>
          Whenever you open a page, your browser sends technical data that our server records in log files:
          your IP address, the date and time, the requested address and its result (status code and size), the
          referring page and your browser's user agent.
        </p>
        <p>
          We need these logs to deliver the website, to find errors and to defend against attacks (Art. 6
          (1)(f) GDPR; our legitimate interest is a secure and working service).{' '}
          <strong>Log files are kept for 30 days</strong> and then deleted, unless a specific security
          incident requires us to keep an entry as evidence until it is resolved.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account and what it stores',
    body: (
      <>
        <p>
          You can use the timer as a guest without an account; guest tasks then stay in your browser only.
          When you register, we process the following to provide the service you signed up for (Art. 6 (1)(b)
          GDPR):
        </p>
        <ul>
          <li>
            <strong>Account:</strong> user name, email address, a password hash (never the password itself),
            your role, whether your email is verified, and the sign-in sessions of your devices. One-time
            codes for email verification and password resets are stored hashed and expire after 10 minutes.
          </li>
          <li>
            <strong>Tasks:</strong> task names, due dates, estimated and completed Pomodoros, priority (Must
            Do or Can Do), order and status.
          </li>
          <li>
            <strong>Focus time and coins:</strong> the focus time you record, the coins you earn and spend,
            your workspace level, and a history of these coin movements so the balance always adds up.
          </li>
          <li>
            <strong>Statistics:</strong> your daily goal, the hour your day starts and your time zone (taken
            from your browser), each timer period you finish (focus or break, its length and when it ended),
            and per-day totals of your focus time, Pomodoros, coins and finished tasks, computed from the
            records above, for the statistics panel. Your own statistics are part of the service you signed up
            for, so they are recorded whatever you choose on the Cookies and Preferences page: the cookie
            categories govern tracking, not your own history.
          </li>
          <li>
            <strong>Activity:</strong> the dates of your sign-ins, used for the login frequency shown to
            administrators and to keep accounts secure.
          </li>
          <li>
            <strong>Reviews:</strong> the star rating and text you submit through the feedback form, with the
            date and your account.
          </li>
          <li>
            <strong>Newsletter:</strong> if you subscribe, the email address you subscribed with and the date
            (Art. 6 (1)(a) GDPR, your consent). An address other than your account's verified email is only
            added once you confirm it through the link we send there (double opt-in); an unconfirmed request
            expires after 48 hours. You can unsubscribe at any time on the newsletter page.
          </li>
          <li>
            <strong>Emails we send:</strong> verification codes, password reset codes and, if subscribed, the
            newsletter. We use an email delivery provider that processes your address on our behalf.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'study-groups',
    title: 'Study groups: what members see of each other',
    body: (
      <>
        <p>
          Study groups are private and invite-only; there are no messages, no free text between users and no
          public profiles. To run a group we process (Art. 6 (1)(b) GDPR) its name, its members, the invite
          links (stored only as a hash, valid for 7 days), a running shared session, the reactions sent at a
          break, the weeks the group reached its goal, blocks and reports.
        </p>
        <p>
          The other members of your groups see your user name and, while you are connected, your status
          (focusing with the minutes left, on a break, idle or offline), your focus minutes today and your
          current streak. They never see your task names, your coins or your email address. Turn off "Show my
          activity to my groups" and they see you as hidden, with no figures. If you block someone, neither of
          you sees the other in any group. A report shows an administrator the group's name, the reported
          member and the reason. Deleting your account removes your memberships; the data export includes your
          groups, the reactions you sent, your reports and your blocks.
        </p>
        <p>
          A group's "Tell me when someone here starts focusing" is off until you turn it on, for that group
          only. When it is on and another member starts focusing, we send a push naming that member's user
          name and the group's name (at most one an hour per group) to the browsers where you turned on alerts
          at a period's end. It travels through your browser's push service (Google, Mozilla, Apple or
          Microsoft, depending on the browser), encrypted so that the service cannot read it. In the same way,
          when you start focusing, the members of your groups who turned it on learn your user name and the
          group's name; nothing else, and nothing at all while your activity is hidden or between users who
          blocked each other.
        </p>
      </>
    ),
  },
  {
    id: 'google',
    title: 'Signing in with Google',
    body: (
      <p>
        If you choose “Sign in with Google”, Google Ireland Limited (Gordon House, Barrow Street, Dublin 4,
        Ireland) confirms your identity and sends us your name, email address, Google account ID and profile
        picture address. The Google button is loaded from Google's servers only on the login and registration
        pages, so Google learns that you visited them. Legal basis: Art. 6 (1)(b) GDPR. Google may process
        data in the USA; Google LLC is certified under the EU-US Data Privacy Framework. See Google's privacy
        policy at policies.google.com/privacy.
      </p>
    ),
  },
  {
    id: 'spotify',
    title: 'Focus music: the Spotify embed',
    body: (
      <p>
        The music widget is a playlist embedded from Spotify AB (Regeringsgatan 19, 111 53 Stockholm, Sweden).
        When the widget loads, your browser connects to Spotify's servers, which receive your IP address and
        may set their own cookies, especially if you are logged in to Spotify. We have no influence on this
        processing and receive no data from it. Legal basis: Art. 6 (1)(f) GDPR (offering focus music inside
        the app). Spotify's privacy policy: spotify.com/legal/privacy-policy.
      </p>
    ),
  },
  {
    id: 'browser-storage',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          {PRODUCT_NAME} uses no advertising cookies. To work, it keeps a few items in your browser's local
          and session storage and one cookie:
        </p>
        <ul>
          <li>
            <code>token</code> and the <code>user</code> cookie (90 days): keep you signed in. A session
            unused for 12 hours is cleared.
          </li>
          <li>
            <code>theme</code>, <code>cookiePreferences</code>, timer state and settings (
            <code>timerTime</code>), <code>selectedTaskId</code>, <code>hasSubmittedReview</code>,{' '}
            <code>nextLevelLight</code> and <code>nextLevelDark</code>: remember your choices and your place.
          </li>
          <li>
            Session storage: guest tasks, and <code>otpSent</code>, <code>resetVerified</code> and{' '}
            <code>emailForOtp</code> during a password reset; they disappear when you close the tab.
          </li>
          <li>
            <code>browserTracked</code> and <code>visitorId</code>: only with analytics consent. The kind of
            browser you use (for example Firefox) and your light or dark theme are reported under a random
            number that is not linked to your account, so each browser counts once. If you are signed in, the
            timer periods you finish (recorded for your statistics anyway) also count in our usage statistics
            across all users. Withdrawing consent deletes both items from your browser and stops the reports;
            periods you finish from then on count only in your own statistics.
          </li>
        </ul>
        <p>
          Storage that is strictly necessary needs no consent (§ 25 (2) TDDDG). Everything else depends on
          your choice on the <a href="/cookies">Cookies and Preferences</a> page.
        </p>
      </>
    ),
  },
];
