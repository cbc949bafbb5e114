import { NEWSLETTER_FREQUENCY } from '@focus-room/core/api/newsletter';
import { BellRing, BookOpen, Lightbulb, type LucideIcon, Sparkles } from 'lucide-react';

/** What the newsletter brings; shown on the public landing page and on the not-subscribed status page. */
export const NEWSLETTER_BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Lightbulb,
    title: 'Focus techniques',
    text: 'Short, practical tips to start faster and stay in flow.',
  },
  {
    icon: BookOpen,
    title: 'Study strategies',
    text: 'Planning, revision and exam routines that fit the Pomodoro rhythm.',
  },
  {
    icon: Sparkles,
    title: 'New in your room',
    text: 'Be the first to hear about new features and room items.',
  },
  {
    icon: BellRing,
    title: 'A gentle nudge',
    text: `A little motivation when you need it, ${NEWSLETTER_FREQUENCY}.`,
  },
];
