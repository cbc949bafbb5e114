import { NEWSLETTER_FREQUENCY } from '@focus-room/core/api/newsletter';
import type { Language } from '@focus-room/core/i18n/languages';

/**
 * The words of every mail, per language (docs/decisions/041-account-language-and-mails.md). The same
 * facts in each: the code's lifetime, what ignoring the mail does, where to unsubscribe. German speaks to
 * the reader with "du", as the web does. Plain text only: templates.ts escapes and lays it out.
 */
export type MailTexts = {
  linkFallback: string;
  verification: { subject: (code: string) => string; title: string; intro: string; outro: string };
  emailChange: { subject: (code: string) => string; title: string; intro: string; outro: string };
  reset: {
    subject: (code: string) => string;
    title: string;
    intro: (verifiedUsername: string | undefined) => string;
    outro: string;
  };
  welcome: {
    subject: string;
    title: string;
    paragraphs: (username: string) => string[];
    note: (site: { publicUrl: string; supportEmail: string }) => string;
  };
  confirm: {
    subject: string;
    title: string;
    intro: string;
    ask: string;
    button: string;
    note: (confirm: { validHours: number; supportEmail: string }) => string;
  };
};

const en: MailTexts = {
  linkFallback: 'Or open this link in your browser:',
  verification: {
    subject: (code) => `${code} is your Focus Room verification code`,
    title: 'Verify your email',
    intro: 'Welcome to Focus Room! Enter this code to verify your email address:',
    outro: 'The code is valid for 10 minutes. If you did not create an account, you can ignore this email.',
  },
  emailChange: {
    subject: (code) => `${code} is your Focus Room code to confirm your new email`,
    title: 'Confirm your new email',
    intro: 'Someone asked to use this address for a Focus Room account. Enter this code to confirm it:',
    outro:
      'The code is valid for 10 minutes. If you did not ask for this, ignore this email: nothing changes.',
  },
  reset: {
    subject: (code) => `${code} is your Focus Room password reset code`,
    title: 'Reset your password',
    intro: (name) =>
      name === undefined
        ? 'Use this code to reset your Focus Room password:'
        : `Hi ${name}, use this code to reset your Focus Room password:`,
    outro:
      'The code is valid for 10 minutes. If you did not ask to reset your password, ignore this email: your password stays the same.',
  },
  welcome: {
    subject: 'Welcome to the Focus Room newsletter',
    title: 'You are subscribed',
    paragraphs: (username) => [
      `Hi ${username}, thanks for subscribing to the Focus Room newsletter!`,
      `We will send focus tips, new room items and product news to this address, ${NEWSLETTER_FREQUENCY}. No spam.`,
    ],
    note: (site) =>
      `You can unsubscribe at any time on ${site.publicUrl}/newsletter. If this address was added without your consent, write to ${site.supportEmail} and we will remove it.`,
  },
  confirm: {
    subject: 'Confirm your Focus Room newsletter subscription',
    title: 'Confirm your subscription',
    intro: `Hi! Someone asked on Focus Room to receive our newsletter at this address: focus tips, new room items and product news, ${NEWSLETTER_FREQUENCY}.`,
    ask: 'Please confirm that this is your address and that you want the newsletter:',
    button: 'Confirm subscription',
    note: (confirm) =>
      `The link is valid for ${confirm.validHours} hours. If you did not ask for this, ignore this email: you will not be subscribed. Questions? Write to ${confirm.supportEmail}.`,
  },
};

/** NEWSLETTER_FREQUENCY in German: the promise the German web makes. */
export const NEWSLETTER_FREQUENCY_DE = 'etwa zweimal im Monat';

const de: MailTexts = {
  linkFallback: 'Oder öffne diesen Link in deinem Browser:',
  verification: {
    subject: (code) => `${code} ist dein Bestätigungscode für Focus Room`,
    title: 'Bestätige deine E-Mail-Adresse',
    intro: 'Willkommen bei Focus Room! Gib diesen Code ein, um deine E-Mail-Adresse zu bestätigen:',
    outro:
      'Der Code ist 10 Minuten lang gültig. Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.',
  },
  emailChange: {
    subject: (code) => `${code} ist dein Code für deine neue E-Mail-Adresse bei Focus Room`,
    title: 'Bestätige deine neue E-Mail-Adresse',
    intro:
      'Jemand möchte diese Adresse für ein Konto bei Focus Room verwenden. Gib diesen Code ein, um sie zu bestätigen:',
    outro:
      'Der Code ist 10 Minuten lang gültig. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
  },
  reset: {
    subject: (code) => `${code} ist dein Code zum Zurücksetzen deines Passworts bei Focus Room`,
    title: 'Setze dein Passwort zurück',
    intro: (name) =>
      name === undefined
        ? 'Mit diesem Code setzt du dein Passwort bei Focus Room zurück:'
        : `Hallo ${name}, mit diesem Code setzt du dein Passwort bei Focus Room zurück:`,
    outro:
      'Der Code ist 10 Minuten lang gültig. Wenn du das Zurücksetzen nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  },
  welcome: {
    subject: 'Willkommen beim Newsletter von Focus Room',
    title: 'Du hast den Newsletter abonniert',
    paragraphs: (username) => [
      `Hallo ${username}, danke, dass du den Newsletter von Focus Room abonniert hast!`,
      `Wir schicken dir Fokus-Tipps, neue Gegenstände für deinen Raum und Neuigkeiten zu Focus Room an diese Adresse, ${NEWSLETTER_FREQUENCY_DE}. Kein Spam.`,
    ],
    note: (site) =>
      `Du kannst den Newsletter jederzeit auf ${site.publicUrl}/newsletter abbestellen. Wenn diese Adresse ohne deine Zustimmung eingetragen wurde, schreib an ${site.supportEmail}, dann entfernen wir sie.`,
  },
  confirm: {
    subject: 'Bestätige dein Abo des Focus-Room-Newsletters',
    title: 'Bestätige dein Abo',
    intro: `Hallo! Jemand hat bei Focus Room unseren Newsletter für diese Adresse angefordert: Fokus-Tipps, neue Gegenstände für den Raum und Neuigkeiten zu Focus Room, ${NEWSLETTER_FREQUENCY_DE}.`,
    ask: 'Bitte bestätige, dass das deine Adresse ist und dass du den Newsletter bekommen möchtest:',
    button: 'Abo bestätigen',
    note: (confirm) =>
      `Der Link ist ${confirm.validHours} Stunden lang gültig. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Du wirst nicht eingetragen. Fragen? Schreib an ${confirm.supportEmail}.`,
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = { en, de };
