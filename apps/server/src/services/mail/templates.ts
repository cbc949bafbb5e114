import type { Language } from '@focus-room/core/i18n/languages';
import { MAIL_TEXTS } from './mail-texts';
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
const buttonLink = (label: string, href: string, fallback: string) =>
  `<tr><td style="padding-top:24px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#7c3aed;color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;border-radius:10px;padding:12px 24px">${escapeHtml(label)}</a></td></tr>
<tr><td style="padding-top:16px;font-size:13px;line-height:1.5;color:#5b5670">${escapeHtml(fallback)}<br><a href="${escapeHtml(href)}" style="color:#6d28d9;word-break:break-all">${escapeHtml(href)}</a></td></tr>`;

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
// inbox under our name. Every mail is in the language of the account or subscriber (mail-texts.ts).

/** Sent to the address given at registration, which is not confirmed until this code comes back. */
export function verificationMail(to: string, code: string, language: Language = 'en'): Mail {
  const texts = MAIL_TEXTS[language].verification;
  return codeMail(
    { to, subject: texts.subject(code), title: texts.title },
    { intro: texts.intro, code, outro: texts.outro },
  );
}

/**
 * Sent to the address an account wants to move to, not confirmed until this code comes back: so, like the
 * verification mail, it carries no text the account chose.
 */
export function emailChangeMail(to: string, code: string, language: Language = 'en'): Mail {
  const texts = MAIL_TEXTS[language].emailChange;
  return codeMail(
    { to, subject: texts.subject(code), title: texts.title },
    { intro: texts.intro, code, outro: texts.outro },
  );
}

/**
 * Sent to an account's email. `username` greets the reader only when the account has verified that
 * address, so the name was chosen by the person who reads it.
 */
export function resetMail(
  to: string,
  code: string,
  verifiedUsername?: string,
  language: Language = 'en',
): Mail {
  const texts = MAIL_TEXTS[language].reset;
  return codeMail(
    { to, subject: texts.subject(code), title: texts.title },
    { intro: texts.intro(verifiedUsername), code, outro: texts.outro },
  );
}

/** Sent to the newsletter address when a subscription starts or moves to another address. */
export function newsletterWelcomeMail(
  to: string,
  username: string,
  site: { publicUrl: string; supportEmail: string },
  language: Language = 'en',
): Mail {
  const texts = MAIL_TEXTS[language].welcome;
  const paragraphs = texts.paragraphs(username);
  const note = texts.note(site);
  return {
    to,
    subject: texts.subject,
    text: `${paragraphs.join('\n\n')}\n\n${note}\n`,
    html: layout(texts.title, [...paragraphs.map(paragraph), footnote(note)]),
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
  language: Language = 'en',
): Mail {
  const { linkFallback, confirm: texts } = MAIL_TEXTS[language];
  const note = texts.note(confirm);
  return {
    to,
    subject: texts.subject,
    text: `${texts.intro}\n\n${texts.ask}\n\n${confirm.link}\n\n${note}\n`,
    html: layout(texts.title, [
      paragraph(texts.intro),
      paragraph(texts.ask),
      buttonLink(texts.button, confirm.link, linkFallback),
      footnote(note),
    ]),
  };
}
