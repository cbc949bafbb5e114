import type { Mail } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(title: string, intro: string, code: string, outro: string) {
  return `<!doctype html><html><body style="margin:0;background:#f4f1fb;font-family:Inter,Segoe UI,Arial,sans-serif;color:#221c35">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:14px;font-weight:700;color:#7c3aed;letter-spacing:.04em">FOCUS ROOM</td></tr>
<tr><td style="padding-top:16px;font-size:22px;font-weight:700">${escapeHtml(title)}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.5">${escapeHtml(intro)}</td></tr>
<tr><td style="padding:24px 0"><div style="font-size:34px;font-weight:700;letter-spacing:10px;text-align:center;background:#f4f1fb;border-radius:12px;padding:16px">${escapeHtml(code)}</div></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#5b5670">${escapeHtml(outro)}</td></tr>
</table></td></tr></table></body></html>`;
}

export function verificationMail(to: string, username: string, code: string): Mail {
  const intro = `Hi ${username}, welcome to Focus Room! Enter this code to verify your email address:`;
  const outro =
    'The code is valid for 10 minutes. If you did not create an account, you can ignore this email.';
  return {
    to,
    subject: `${code} is your Focus Room verification code`,
    text: `${intro}\n\n${code}\n\n${outro}\n`,
    html: layout('Verify your email', intro, code, outro),
  };
}

export function resetMail(to: string, username: string, code: string): Mail {
  const intro = `Hi ${username}, use this code to reset your Focus Room password:`;
  const outro =
    'The code is valid for 10 minutes. If you did not ask to reset your password, ignore this email: your password stays the same.';
  return {
    to,
    subject: `${code} is your Focus Room password reset code`,
    text: `${intro}\n\n${code}\n\n${outro}\n`,
    html: layout('Reset your password', intro, code, outro),
  };
}

// The code-free variant of `layout`: same frame and colours, paragraphs instead of a code block.
function messageLayout(title: string, paragraphs: string[], footnote: string) {
  const body = paragraphs
    .map((p) => `<tr><td style="padding-top:12px;font-size:15px;line-height:1.5">${escapeHtml(p)}</td></tr>`)
    .join('\n');
  return `<!doctype html><html><body style="margin:0;background:#f4f1fb;font-family:Inter,Segoe UI,Arial,sans-serif;color:#221c35">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:14px;font-weight:700;color:#7c3aed;letter-spacing:.04em">FOCUS ROOM</td></tr>
<tr><td style="padding-top:16px;font-size:22px;font-weight:700">${escapeHtml(title)}</td></tr>
${body}
<tr><td style="padding-top:24px;font-size:13px;line-height:1.5;color:#5b5670">${escapeHtml(footnote)}</td></tr>
</table></td></tr></table></body></html>`;
}

/** Sent to the newsletter address when a subscription starts or moves to another address. */
export function newsletterWelcomeMail(
  to: string,
  username: string,
  site: { publicUrl: string; supportEmail: string },
): Mail {
  const paragraphs = [
    `Hi ${username}, thanks for subscribing to the Focus Room newsletter!`,
    'We will send focus tips, new room items and product news to this address. No spam, only a few emails a month.',
  ];
  const footnote = `You can unsubscribe at any time on ${site.publicUrl}/newsletter. If this address was added without your consent, write to ${site.supportEmail} and we will remove it.`;
  return {
    to,
    subject: 'Welcome to the Focus Room newsletter',
    text: `${paragraphs.join('\n\n')}\n\n${footnote}\n`,
    html: messageLayout('You are subscribed', paragraphs, footnote),
  };
}
