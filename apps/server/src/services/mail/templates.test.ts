import { NEWSLETTER_FREQUENCY } from '@focus-room/core/api/newsletter';
import { describe, expect, it } from 'vitest';
import {
  emailChangeMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
  resetMail,
  verificationMail,
} from './templates';

const site = { publicUrl: 'https://focusroom.app', supportEmail: 'support@focusroom.app' };
const mails = {
  verification: verificationMail('ada@example.com', '042917'),
  reset: resetMail('ada@example.com', '042917', 'ada'),
  welcome: newsletterWelcomeMail('news@example.com', 'ada', site),
};

// Everything of a mail's HTML before its title and after its last row: the shared frame.
const frame = (html: string) => [
  html.slice(0, html.indexOf('font-size:22px')),
  html.slice(html.lastIndexOf('</td></tr>')),
];

describe('mail templates', () => {
  it('send an email-change code to the new address in the account language, with no text the account chose', () => {
    const english = emailChangeMail('new@example.com', '042917');
    expect(english).toMatchObject({
      to: 'new@example.com',
      subject: '042917 is your Focus Room code to confirm your new email',
      text: 'Someone asked to use this address for a Focus Room account. Enter this code to confirm it:\n\n042917\n\nThe code is valid for 10 minutes. If you did not ask for this, ignore this email: nothing changes.\n',
    });
    const german = emailChangeMail('neu@example.com', '042917', 'de');
    expect(german.subject).toBe('042917 ist dein Code für deine neue E-Mail-Adresse bei Focus Room');
    expect(german.text).toContain('Der Code ist 10 Minuten lang gültig.');
    expect(german.html).toContain('042917');
  });

  it('keep their subjects and plain texts', () => {
    expect(mails.verification).toMatchObject({
      to: 'ada@example.com',
      subject: '042917 is your Focus Room verification code',
      text: 'Welcome to Focus Room! Enter this code to verify your email address:\n\n042917\n\nThe code is valid for 10 minutes. If you did not create an account, you can ignore this email.\n',
    });
    expect(mails.reset).toMatchObject({
      subject: '042917 is your Focus Room password reset code',
      text: 'Hi ada, use this code to reset your Focus Room password:\n\n042917\n\nThe code is valid for 10 minutes. If you did not ask to reset your password, ignore this email: your password stays the same.\n',
    });
    expect(mails.welcome).toMatchObject({
      to: 'news@example.com',
      subject: 'Welcome to the Focus Room newsletter',
      text: 'Hi ada, thanks for subscribing to the Focus Room newsletter!\n\nWe will send focus tips, new room items and product news to this address, about twice a month. No spam.\n\nYou can unsubscribe at any time on https://focusroom.app/newsletter. If this address was added without your consent, write to support@focusroom.app and we will remove it.\n',
    });
  });

  it('share one frame and put every line of the text into the HTML', () => {
    const [head, tail] = frame(mails.verification.html);
    for (const mail of Object.values(mails)) {
      expect(frame(mail.html)).toEqual([head, tail]);
      for (const line of mail.text.split('\n').filter(Boolean)) expect(mail.html).toContain(line);
    }
    expect(mails.verification.html).toContain('Verify your email');
    expect(mails.reset.html).toContain('Reset your password');
    expect(mails.welcome.html).toContain('You are subscribed');
  });

  it('name nobody in mails to addresses nobody has confirmed', () => {
    expect(resetMail('ada@example.com', '042917').text).toMatch(
      /^Use this code to reset your Focus Room password:\n\n042917\n/,
    );
    const confirm = newsletterConfirmMail('news@example.com', {
      link: 'https://focusroom.app/newsletter/confirm?token=abc',
      validHours: 48,
      supportEmail: 'support@focusroom.app',
    });
    expect(confirm.text).toMatch(
      /^Hi! Someone asked on Focus Room to receive our newsletter at this address/,
    );
  });

  it('promise the newsletter frequency the web promises, and no other', () => {
    const confirm = newsletterConfirmMail('news@example.com', {
      link: 'https://focusroom.app/newsletter/confirm?token=abc',
      validHours: 48,
      supportEmail: 'support@focusroom.app',
    });
    for (const mail of [mails.welcome, confirm]) {
      expect(mail.text).toContain(NEWSLETTER_FREQUENCY);
      expect(mail.html).toContain(NEWSLETTER_FREQUENCY);
      expect(mail.text).not.toMatch(/a few emails|more than twice/);
    }
  });

  it('escapes what a user typed', () => {
    const mail = resetMail('x@example.com', '123456', '<b>"O\'Neil" & co</b>');
    expect(mail.html).toContain('&lt;b&gt;&quot;O&#39;Neil&quot; &amp; co&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('speak German to a German account, in the same frame, with the same facts', () => {
    const german = {
      verification: verificationMail('ada@example.com', '042917', 'de'),
      reset: resetMail('ada@example.com', '042917', 'ada', 'de'),
      welcome: newsletterWelcomeMail('news@example.com', 'ada', site, 'de'),
      confirm: newsletterConfirmMail(
        'news@example.com',
        {
          link: 'https://focusroom.app/newsletter/confirm?token=abc',
          validHours: 48,
          supportEmail: 'support@focusroom.app',
        },
        'de',
      ),
    };
    expect(german.verification.subject).toBe('042917 ist dein Bestätigungscode für Focus Room');
    expect(german.verification.text).toContain('Der Code ist 10 Minuten lang gültig.');
    expect(german.reset.text).toMatch(
      /^Hallo ada, mit diesem Code setzt du dein Passwort bei Focus Room zurück:/,
    );
    expect(german.welcome.text).toContain('https://focusroom.app/newsletter');
    expect(german.welcome.text).toContain('support@focusroom.app');
    expect(german.confirm.text).toContain('Der Link ist 48 Stunden lang gültig.');
    const [head, tail] = frame(mails.verification.html);
    for (const mail of Object.values(german)) {
      expect(frame(mail.html)).toEqual([head, tail]);
      for (const line of mail.text.split('\n').filter(Boolean)) expect(mail.html).toContain(line);
      expect(mail.text).not.toMatch(/\b(the|your|you)\b/i);
    }
  });
});
