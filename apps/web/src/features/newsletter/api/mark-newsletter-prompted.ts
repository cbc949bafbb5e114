import { newsletterPromptedRoute } from '@focus-room/core/api/newsletter-plain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/newsletter/prompted: the account has had its prompt, on any device
 * (docs/product-rules.md#newsletter-prompt). Empty body; answers `{ prompted: true }`.
 */
export function markNewsletterPromptedOnServer(): Promise<{ prompted: true }> {
  return apiRequest<{ prompted: true }>(newsletterPromptedRoute);
}
