import type { MessageId } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { getLanguage, i18n } from './i18n';

// The catalogs change when a bundle arrives or the language switches (i18n emits `change`); a counter
// is the snapshot, so every component using useT renders again then. No provider is needed, so a unit
// test can render any component on its own.
let version = 0;
const listeners = new Set<() => void>();
i18n.on('change', () => {
  version += 1;
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const getVersion = () => version;

/**
 * The active language's messages for a component: `t('common.language')`, or with values `t(id, { count })`.
 * `t` is a new function after each change, so memoised children that receive it draw again too.
 */
export function useT() {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` stands for the catalogs' state.
  const t = useCallback((id: MessageId, values?: Record<string, unknown>) => i18n._(id, values), [current]);
  return { t, language: getLanguage() };
}
