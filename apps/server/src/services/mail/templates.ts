import { NEWSLETTER_FREQUENCY } from '@focus-room/core/api/newsletter';
import type { Mail } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Body rows for `layout`; each takes plain text and escapes it.
const paragraph = (text: string) =>
  `<tr><td style="padding-top:12px;font-size:15px;line-height:1.5">${escapeHtml(text)}</td></tr>`;

const codeBlock = (code: string) =>
  `<tr><td style="padding-top:24px"><div style="font-size:34px;font-weight:700;letter-spacing:10px;text-align:center;background:#f4f1fb;border-radius:12px;padding:16px">${escapeHtml(code)}</div></td></tr>`;

// A link as a button, then spelled out for mail apps that block buttons or show plain text only.
const buttonLink = (label: string, href: string) =>
  `<tr><td style="padding-top:24px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#7c3aed;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;border-radius:10px;padding:12px 24px">${escapeHtml(label)}</a></td></tr>
<tr><td style="padding-top:16px;font-size:13px;line-height:1.5;color:#5b5670">Or open this link in your browser:<br><a href="${escapeHtml(href)}" style="color:#6d28d9;word-break:break-all">${escapeHtml(href)}</a></td></tr>`;

const footnote = (text: string) =>
  `<tr><td style="padding-top:24px;font-size:13px;line-height:1.5;color:#5b5670">${escapeHtml(text)}</td></tr>`;

/** The frame every mail shares: brand line and title, then the given body rows. */
function layout(title: string, rows: string[]) {
  return `<!doctype html><html><body style="margin:0;background:#f4f1fb;font-family:Inter,Segoe UI,Arial,sans-serif;color:#221c35">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:14px;font-weight:700;color:#7c3aed;letter-spacing:.04em">FOCUS ROOM</td></tr>
<tr><td style="padding-top:16px;font-size:22px;font-weight:700">${escapeHtml(title)}</td></tr>
${rows.join('\n')}
</table></td></tr></table></body></html>`;
}

/** A one-time-code mail: intro, the code in large type, then a footnote. */
function codeMail(
  mail: { to: string; subject: string; title: string },
  parts: { intro: string; code: string; outro: string },
): Mail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: `${parts.intro}\n\n${parts.code}\n\n${parts.outro}\n`,
    html: layout(mail.title, [paragraph(parts.intro), codeBlock(parts.code), footnote(parts.outro)]),
  };
}

// Mails to an address nobody has confirmed yet carry no text a user chose (a user name, say): whoever
// typed the address may not own it, and must not be able to put words of their own into someone else's
// inbox under our name.

/** Sent to the address given at registration, which is not confirmed until this code comes back. */
export function verificationMail(to: string, code: string): Mail {
  return codeMail(
    { to, subject: `${code} is your Focus Room verification code`, title: 'Verify your email' },
    {
      intro: 'Welcome to Focus Room! Enter this code to verify your email address:',
      code,
      outro: 'The code is valid for 10 minutes. If you did not create an account, you can ignore this email.',
    },
  );
}

/**
 * Sent to an account's email. `username` greets the reader only when the account has verified that
 * address, so the name was chosen by the person who reads it.
 */
export function resetMail(to: string, code: string, verifiedUsername?: string): Mail {
  return codeMail(
    { to, subject: `${code} is your Focus Room password reset code`, title: 'Reset your password' },
    {
      intro:
        verifiedUsername === undefined
          ? 'Use this code to reset your Focus Room password:'
          : `Hi ${verifiedUsername}, use this code to reset your Focus Room password:`,
      code,
      outro:
        'The code is valid for 10 minutes. If you did not ask to reset your password, ignore this email: your password stays the same.',
    },
  );
}

/** Sent to the newsletter address when a subscription starts or moves to another address. */
export function newsletterWelcomeMail(
  to: string,
  username: string,
  site: { publicUrl: string; supportEmail: string },
): Mail {
  const paragraphs = [
    `Hi ${username}, thanks for subscribing to the Focus Room newsletter!`,
    `We will send focus tips, new room items and product news to this address, ${NEWSLETTER_FREQUENCY}. No spam.`,
  ];
  const note = `You can unsubscribe at any time on ${site.publicUrl}/newsletter. If this address was added without your consent, write to ${site.supportEmail} and we will remove it.`;
  return {
    to,
    subject: 'Welcome to the Focus Room newsletter',
    text: `${paragraphs.join('\n\n')}\n\n${note}\n`,
    html: layout('You are subscribed', [...paragraphs.map(paragraph), footnote(note)]),
  };
}

/**
 * Double opt-in: sent to an address that is not the account's own, before it gets any newsletter. The
 * recipient may not be the account holder, so it says what ignoring it does, and it names nobody: the
 * account's user name is text its owner chose, to a stranger's inbox.
 */
export function newsletterConfirmMail(
  to: string,
  confirm: { link: string; validHours: number; supportEmail: string },
): Mail {
  const intro = `Hi! Someone asked on Focus Room to receive our newsletter at this address: focus tips, new room items and product news, ${NEWSLETTER_FREQUENCY}.`;
  const ask = 'Please confirm that this is your address and that you want the newsletter:';
  const note = `The link is valid for ${confirm.validHours} hours. If you did not ask for this, ignore this email: you will not be subscribed. Questions? Write to ${confirm.supportEmail}.`;
  return {
    to,
    subject: 'Confirm your Focus Room newsletter subscription',
    text: `${intro}\n\n${ask}\n\n${confirm.link}\n\n${note}\n`,
    html: layout('Confirm your subscription', [
      paragraph(intro),
      paragraph(ask),
      buttonLink('Confirm subscription', confirm.link),
      footnote(note),
    ]),
  };
}
