import { expect, type Page } from '@playwright/test';

// The German pass: a page in German shows no English sentence and no text that overflows its
// box at 360 px. English is told by its common short words, which German does not use; names that stay
// as they are (the product, brands, the Pomodoro technique) are allowed.

/** Words that mark a text as English (German has none of them). */
const ENGLISH_WORDS = new RegExp(
  `(?<!\\p{L})(${[
    'the',
    'and',
    'your',
    'you',
    'with',
    'this',
    'that',
    'are',
    'is',
    'our',
    'will',
    'from',
    'please',
    'here',
    'what',
    'when',
    'been',
    'which',
    'would',
    "don't",
    "can't",
    "isn't",
    'yet',
    'just',
    'about',
    'after',
    'before',
    'by',
    'of',
    'to',
    'it',
    'on',
    'at',
    'or',
    'its',
    'my',
    'no longer',
    'sign in',
    'log in',
    'login',
    'logout',
    'settings',
    'tasks?',
    'coins?',
    'minutes',
    'hours',
    'days',
    'weeks',
    'today',
    'yesterday',
    'save',
    'cancel',
    'delete',
    'close',
    'open',
    'menu',
    'email',
    'password',
    'username',
    'next',
    'back',
    'reset',
    'skip',
    'break',
    'focus time',
    'short break',
    'long break',
  ].join('|')})(?!\\p{L})`,
  'iu',
);

/** A catalog id on screen: its message was not loaded (apps/web/src/i18n). */
const MESSAGE_ID =
  /\b(common|landing|feedback|timer|tasks|levels|music|auth|newsletter|profile|stats|admin|legal|server)\.[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*\b/;

/** Names and words German shares with English, stripped before the check. */
const ALLOWED = [
  /Focus Room/g,
  /Spotify/g,
  /Google/g,
  /Pomodoros?/g,
  /GitHub/g,
  /YouTube/g,
  /E-Mail/g,
  /\bStart\b/g, // German uses "Start" too
  /\bTimer\b/g,
  /\bLevel\b/g,
  /\bPause\b/g, // the German word for a break
  /\bOnline\b/gi,
  /\bApp\b/g,
  /\bMenü\b/g,
  /\bEnglish\b/g, // the language switch names each language in itself
  /\bDeutsch\b/g,
  /\bCafé\b/g,
  /\bTo-dos?\b/gi,
  /[\w.+-]+@[\w.-]+/g, // e-mail addresses
  /https?:\/\/\S+/g,
];

/** The signed-in user's name and other data typed by people: not translated. */
export async function englishLeftovers(page: Page, { ignore = [] as string[] } = {}): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, [translate="no"], [data-user-content]'))
        continue;
      if (!visible(parent)) continue;
      out.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (element.closest('[translate="no"], [data-user-content]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
  return [
    ...new Set(
      texts.filter((text) => {
        if (MESSAGE_ID.test(text)) return true;
        let rest = text;
        for (const word of ignore) rest = rest.split(word).join(' ');
        for (const pattern of ALLOWED) rest = rest.replace(pattern, ' ');
        return ENGLISH_WORDS.test(rest);
      }),
    ),
  ];
}

/**
 * Elements whose text runs out of their box: the page scrolls sideways, or a label's text is wider than
 * the element that should hold it (scroll containers and ellipsis on purpose are fine).
 */
export async function overflowingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    const isClipped = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      return style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '');
    };
    const insideScroller = (el: HTMLElement) => {
      for (let parent = el.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    if (root.scrollWidth > window.innerWidth + 1) found.push(`the page is ${root.scrollWidth}px wide`);
    const candidates = document.querySelectorAll(
      'button, a, label, h1, h2, h3, h4, p, li, th, td, span, legend, summary, [role="tab"], [role="switch"]',
    );
    for (const element of candidates) {
      const el = element as HTMLElement;
      if (!el.innerText?.trim() || el.closest('[data-user-content]')) continue;
      // Visually hidden text for screen readers is clipped to a pixel on purpose.
      if (el.getBoundingClientRect().width <= 1 || isClipped(el)) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.visibility === 'hidden') continue;
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      // Clipped inside a scroll container (a wide table, a row of tabs) is not overflow of the page.
      if (el.closest('table') || insideScroller(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1 || box.right > window.innerWidth + 1) {
        found.push(`${el.tagName.toLowerCase()}: ${el.innerText.trim().slice(0, 60)}`);
      }
    }
    return found;
  });
}

/** Sets German as the saved choice before the page's scripts run, and for the server's page pick. */
export async function chooseGerman(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: 'de', url: baseURL }]);
  await page.addInitScript(() => localStorage.setItem('language', 'de'));
}

/** Waits until the app runs on the page (prerendered pages are inert before) and is in German. */
export async function waitForGermanApp(page: Page) {
  await expect(page.locator('#root[data-ready]')).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}
