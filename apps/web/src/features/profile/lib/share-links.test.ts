import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import {
  opensInPopup,
  popupFeatures,
  referralLink,
  SHARE_TARGETS,
  shareMessage,
  shareUrl,
} from './share-links';

describe('referral link and message', () => {
  it('is the origin plus /register', () => {
    expect(referralLink('https://focusroom.app')).toBe('https://focusroom.app/register');
    expect(referralLink('http://localhost:3000/')).toBe('http://localhost:3000/register');
  });

  it('uses the wording of the specification with the product name', () => {
    expect(shareMessage('https://focusroom.app/register')).toBe(
      'Join me on Focus Room! Use my referral link: https://focusroom.app/register',
    );
  });

  it('is in the sharer’s language', async () => {
    await activateLanguage('de');
    expect(shareMessage('https://focusroom.app/register')).toBe(
      'Mach mit bei Focus Room! Nutze meinen Einladungslink: https://focusroom.app/register',
    );
  });
});

describe('share URLs', () => {
  const message = shareMessage('https://focusroom.app/register');
  const encoded =
    'Join%20me%20on%20Focus%20Room!%20Use%20my%20referral%20link%3A%20https%3A%2F%2Ffocusroom.app%2Fregister';

  it('puts the whole message, encoded, into the WhatsApp and X links', () => {
    expect(shareUrl('whatsapp', message)).toBe(`https://wa.me/?text=${encoded}`);
    expect(shareUrl('x', message)).toBe(`https://x.com/intent/tweet?text=${encoded}`);
    expect(new URL(shareUrl('whatsapp', message)).searchParams.get('text')).toBe(message);
  });

  it('encodes characters that would break the query', () => {
    const url = new URL(shareUrl('x', 'a&b=c #d?'));
    expect(url.searchParams.get('text')).toBe('a&b=c #d?');
    expect([...url.searchParams.keys()]).toEqual(['text']);
  });

  it('opens Instagram itself, which has no share URL', () => {
    expect(shareUrl('instagram', message)).toBe('https://www.instagram.com/');
  });

  it('uses the popup for every target but the last', () => {
    expect(SHARE_TARGETS.map((t) => t.id)).toEqual(['whatsapp', 'x', 'instagram']);
    expect(SHARE_TARGETS.map((t) => opensInPopup(t.id))).toEqual([true, true, false]);
  });
});

describe('popup features', () => {
  it('asks for a 600x400 window centred on the browser window', () => {
    expect(popupFeatures({ left: 100, top: 50, width: 1400, height: 900 })).toBe(
      'popup=yes,width=600,height=400,left=500,top=300',
    );
  });

  it('never places it off the screen when the browser window is smaller', () => {
    expect(popupFeatures({ left: 0, top: 0, width: 360, height: 300 })).toBe(
      'popup=yes,width=600,height=400,left=0,top=0',
    );
  });
});
