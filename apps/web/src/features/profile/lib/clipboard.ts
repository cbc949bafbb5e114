/** Copies text with the async Clipboard API (rejects where it is unavailable: insecure pages, denied). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available here');
  await navigator.clipboard.writeText(text);
}
