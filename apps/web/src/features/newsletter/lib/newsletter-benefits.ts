import type { MessageId } from '@lingui/core';
import { BellRing, BookOpen, Lightbulb, type LucideIcon, Sparkles } from 'lucide-react';

/**
 * What the newsletter brings; shown on the public landing page and on the not-subscribed status page. The
 * texts are message ids, shown with `{ frequency }` (the nudge says how often the newsletter comes).
 */
export const NEWSLETTER_BENEFITS: { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  { icon: Lightbulb, title: 'newsletter.benefitTechniquesTitle', text: 'newsletter.benefitTechniquesText' },
  { icon: BookOpen, title: 'newsletter.benefitStrategiesTitle', text: 'newsletter.benefitStrategiesText' },
  { icon: Sparkles, title: 'newsletter.benefitRoomTitle', text: 'newsletter.benefitRoomText' },
  { icon: BellRing, title: 'newsletter.benefitNudgeTitle', text: 'newsletter.benefitNudgeText' },
];
