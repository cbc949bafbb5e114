import { isLanguage, type Language } from '@focus-room/core/i18n/languages';
import { useCallback } from 'react';
import { activateLanguage, saveLanguageChoice } from './i18n';
import { useT } from './use-t';

/** The active language and the user's way to change it (kept on this device, see i18n.ts). */
export function useLanguage() {
  const { language } = useT();
  const changeLanguage = useCallback(async (next: string) => {
    if (!isLanguage(next)) return;
    saveLanguageChoice(next);
    await activateLanguage(next);
    for (const listener of languageListeners) listener(next);
  }, []);
  return { language, changeLanguage };
}

type LanguageListener = (language: Language) => void;
const languageListeners = new Set<LanguageListener>();

/** Hears a user's language choice (the signed-in layout saves it on the account). */
export function onLanguageChosen(listener: LanguageListener): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}
