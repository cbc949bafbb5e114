import { PRODUCT_NAME } from '@focus-room/core/product';
import { Clock, Coins, Gamepad2, ListTodo, Music, Sparkles } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import styles from './about-content.module.css';

// Shared by the About dialog and the About section of the home page, so the two never drift apart. Its
// texts are in the shell's catalog, since the dialog opens on every page.
const HOW_IT_WORKS = [
  { title: 'common.aboutStepTasksTitle', text: 'common.aboutStepTasksText' },
  { title: 'common.aboutStepEstimateTitle', text: 'common.aboutStepEstimateText' },
  { title: 'common.aboutStepTimerTitle', text: 'common.aboutStepTimerText' },
  { title: 'common.aboutStepCoinsTitle', text: 'common.aboutStepCoinsText' },
  { title: 'common.aboutStepUpgradeTitle', text: 'common.aboutStepUpgradeText' },
  { title: 'common.aboutStepBreaksTitle', text: 'common.aboutStepBreaksText' },
] as const;

const WHY_CHOOSE = [
  { icon: Clock, title: 'common.aboutReasonRhythmTitle', text: 'common.aboutReasonRhythmText' },
  { icon: Gamepad2, title: 'common.aboutReasonGameTitle', text: 'common.aboutReasonGameText' },
  { icon: ListTodo, title: 'common.aboutReasonTasksTitle', text: 'common.aboutReasonTasksText' },
  { icon: Music, title: 'common.aboutReasonMusicTitle', text: 'common.aboutReasonMusicText' },
  { icon: Coins, title: 'common.aboutReasonFreeTitle', text: 'common.aboutReasonFreeText' },
  { icon: Sparkles, title: 'common.aboutReasonThemeTitle', text: 'common.aboutReasonThemeText' },
] as const;

export function AboutContent() {
  const { t } = useT();
  return (
    <div className={styles.grid}>
      <section aria-labelledby="about-how-it-works">
        <h3 id="about-how-it-works" className={styles.heading}>
          {t('common.aboutHowItWorks')}
        </h3>
        <ol className={styles.steps}>
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <strong>{t(step.title)}.</strong> {t(step.text)}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="about-why-choose">
        <h3 id="about-why-choose" className={styles.heading}>
          {t('common.aboutWhyChoose', { product: PRODUCT_NAME })}
        </h3>
        <ul className={styles.reasons}>
          {WHY_CHOOSE.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.reason}>
              <span className={styles.reasonIcon} aria-hidden="true">
                <Icon size={18} />
              </span>
              <span>
                <strong>{t(title)}.</strong> {t(text)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
