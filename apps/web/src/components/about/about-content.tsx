import { PRODUCT_NAME } from '@focus-room/core/product';
import { Clock, Coins, Gamepad2, ListTodo, Music, Sparkles } from 'lucide-react';
import styles from './about-content.module.css';

// Shared by the About dialog and the About section of the home page, so the two never drift apart.
const HOW_IT_WORKS = [
  { title: 'Add your tasks', text: 'Write down what you want to get done today.' },
  {
    title: 'Estimate the sessions',
    text: 'Set a session estimate for each task (1 session = 25 minutes).',
  },
  { title: 'Start the timer', text: 'Press Start, turn on the focus music and work on one task.' },
  { title: 'Earn coins', text: 'Every completed session earns you coins.' },
  { title: 'Upgrade your workspace', text: 'Spend your coins to unlock new levels and fill your room.' },
  {
    title: 'Take your breaks',
    text: 'Rest 5 minutes after each session, and take a longer break of 15 to 30 minutes after 4 Pomodoros.',
  },
];

const WHY_CHOOSE = [
  {
    icon: Clock,
    title: 'The proven Pomodoro rhythm',
    text: '25-minute work sessions, 5-minute breaks, and a longer break of 15 to 30 minutes after 4 Pomodoros.',
  },
  {
    icon: Gamepad2,
    title: 'Focus that feels like a game',
    text: 'Coins for every focused minute and 50 levels, each adding a new item to your room.',
  },
  {
    icon: ListTodo,
    title: 'Tasks that stay in view',
    text: 'Plan your day and see how many sessions are left.',
  },
  { icon: Music, title: 'Music built in', text: 'A focus playlist plays right next to your timer.' },
  {
    icon: Coins,
    title: 'Free, on every device',
    text: 'No price and no download: it works in the browser on desktop and mobile.',
  },
  { icon: Sparkles, title: 'Easy on the eyes', text: 'A calm light and dark theme, day or night.' },
];

export function AboutContent() {
  return (
    <div className={styles.grid}>
      <section aria-labelledby="about-how-it-works">
        <h3 id="about-how-it-works" className={styles.heading}>
          How It Works
        </h3>
        <ol className={styles.steps}>
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <strong>{step.title}.</strong> {step.text}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="about-why-choose">
        <h3 id="about-why-choose" className={styles.heading}>
          Why Choose {PRODUCT_NAME}?
        </h3>
        <ul className={styles.reasons}>
          {WHY_CHOOSE.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.reason}>
              <span className={styles.reasonIcon} aria-hidden="true">
                <Icon size={18} />
              </span>
              <span>
                <strong>{title}.</strong> {text}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
