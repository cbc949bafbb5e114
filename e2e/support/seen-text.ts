import type { Page } from '@playwright/test';

// Some screens last only a moment (the 'Login Successful!' pill stays half a second before the redirect).
// Polling for them from the test can miss them on a busy machine, where Playwright's poll interval has
// grown to a second by the time they show. A watcher in the page records them instead.

/** Starts recording, in the page, whether `text` is ever on screen from now on. */
export async function watchForText(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const seen = window as unknown as { seenTexts?: string[] };
    seen.seenTexts ??= [];
    const check = () => {
      if (!document.body.innerText.includes(wanted)) return false;
      seen.seenTexts?.push(wanted);
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
}

/** Whether `text` has been on screen since watchForText started watching for it. */
export function hasSeenText(page: Page, text: string) {
  return page.evaluate(
    (wanted) => ((window as unknown as { seenTexts?: string[] }).seenTexts ?? []).includes(wanted),
    text,
  );
}
