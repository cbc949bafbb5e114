import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from '../../lib/theme';

// Sonner's light rich colours put green and red text on pale tints below 4.5:1 (axe: color-contrast);
// these darker shades keep the look and pass. The dark theme's light-on-dark colours already pass.
const LIGHT_TEXT = { '--success-text': '#166534', '--error-text': '#b91c1c' } as CSSProperties;
// Toasts are above dialogs (tokens.css --z-toast), and stay clickable while a modal dialog makes the rest of
// the page inert to the pointer (Radix sets pointer-events: none on <body>, which the toaster inherits).
const LAYER: CSSProperties = { zIndex: 'var(--z-toast)', pointerEvents: 'auto' };

/**
 * Short confirmations ('User updated successfully!', 'Link copied to clipboard!') and the offer of a new
 * version. The app layout loads this lazily, for signed-in users and for anyone a new version waits for.
 */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <SonnerToaster
      theme={theme}
      position="bottom-center"
      // Both languages read left to right. Without it, sonner asks for <html>'s computed direction on
      // every render, a forced style calculation while /home is still starting.
      dir="ltr"
      richColors
      closeButton
      style={theme === 'light' ? { ...LAYER, ...LIGHT_TEXT } : LAYER}
    />
  );
}
