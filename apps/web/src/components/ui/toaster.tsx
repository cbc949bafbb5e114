import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from '../../lib/theme';

/**
 * Short confirmations ('User updated successfully!', 'Link copied to clipboard!'). Only signed-in
 * screens raise them, so the app layout loads this lazily for signed-in users.
 */
export function Toaster() {
  const { theme } = useTheme();
  return <SonnerToaster theme={theme} position="bottom-center" richColors closeButton />;
}
