import { PRODUCT_NAME } from '@focus-room/core/product';
import type { LegalSection } from './legal-section';

// Part 1 of the terms: the service, accounts, coins and fair use.
export const termsServiceSections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Scope',
    body: (
      <p>
        These terms apply to the use of the {PRODUCT_NAME} web app and website (the “service”), provided by
        the operator of {PRODUCT_NAME} (“we”, “us”). By using the service, or by creating an account, you
        accept them. How we handle personal data is explained in the{' '}
        <a href="/data-privacy">Privacy Notice</a>.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is a gamified focus and productivity app: a Pomodoro timer, a countdown and a
          stopwatch, a task manager, focus music, coins, a workspace level from 1 to 50, statistics, a
          newsletter and a feedback form. It runs in the browser on desktop and mobile.
        </p>
        <p>
          The service is <strong>free of charge</strong> (price: 0 USD). There are no paid features and no
          in-app purchases. Guests can use the timer and a task list stored only in their browser; saving
          progress, coins and levels requires an account.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 16 years old, or have the consent of a parent or guardian.</li>
        <li>
          Give a real email address and keep your password secret. You are responsible for what happens under
          your account; tell us at once if you suspect misuse.
        </li>
        <li>One person, one account. Accounts may not be sold or passed on.</li>
        <li>
          You may delete your account at any time in Settings. This permanently deletes all your data,
          including tasks, coins and levels; it cannot be undone.
        </li>
      </ul>
    ),
  },
  {
    id: 'coins',
    title: 'Coins and levels',
    body: (
      <>
        <p>
          Coins are earned by focused time (one coin per full focused minute in Pomodoro or countdown mode)
          and spent to raise your workspace level. Coins and levels are a game mechanic only:
        </p>
        <ul>
          <li>they have no monetary value and cannot be bought, sold, exchanged or paid out;</li>
          <li>they cannot be transferred to another account;</li>
          <li>
            we may correct balances that result from errors, manipulation of the timer or other misuse, and we
            cap coins to what real elapsed time allows.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fair-use',
    title: 'Fair use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>break the law, or infringe the rights of others, through the service;</li>
          <li>
            attack, overload or probe the service, bypass its rate limits or security, or access other users'
            data;
          </li>
          <li>automate coin earning or use scripts to manipulate timers, levels or statistics;</li>
          <li>post reviews or task texts that are unlawful, offensive, or advertising for third parties.</li>
        </ul>
        <p>
          If you break these rules we may remove content, reset manipulated balances, or suspend or close the
          account after weighing the circumstances; where reasonable, we warn you first.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <p>
        Tasks and reviews remain yours. You allow us to store and process them to run the service. Reviews you
        submit may be read by our administrators and used, without your name, to improve the product.
      </p>
    ),
  },
];
