import type { TransProps } from '@lingui/react/server';
import { TransNoContext } from '@lingui/react/server';
import { i18n } from './i18n';
import { useT } from './use-t';

/**
 * A message with elements inside: `<Trans id={id} components={{ 0: <a href="/privacy" /> }} />`
 * renders "<0>…</0>" in the message as that element. Lingui's own Trans without its provider (useT keeps
 * it current).
 */
export function Trans(props: Omit<TransProps, 'render' | 'component'>) {
  useT();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
