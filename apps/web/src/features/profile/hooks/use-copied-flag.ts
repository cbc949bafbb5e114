import { useCallback, useEffect, useRef, useState } from 'react';

/** The copy button reads 'Copied!' for 2 s after a copy. */
export const COPIED_MS = 2000;

/** `copied` is true for COPIED_MS after `flag()`; a new copy starts the time again. */
export function useCopiedFlag(ms = COPIED_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flag = useCallback(() => {
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), ms);
  }, [ms]);
  return [copied, flag] as const;
}
