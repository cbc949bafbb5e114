import { useT } from '../../../i18n/use-t';
import styles from './motivation-illustration.module.css';

/**
 * The promotional pages' picture: a desk by a window at sunrise, a flag on the far peak (the goal you
 * started for). Drawn inline so it follows the theme through CSS variables and needs no image request.
 */
export function MotivationIllustration() {
  const { t } = useT();
  return (
    <svg viewBox="0 0 480 380" role="img" aria-labelledby="motivation-art-title" className={styles.art}>
      <title id="motivation-art-title">{t('landing.promoArt')}</title>
      <defs>
        <linearGradient id="ma-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.skyTop} />
          <stop offset="1" className={styles.skyBottom} />
        </linearGradient>
        <linearGradient id="ma-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
        <clipPath id="ma-window">
          <rect x="120" y="34" width="240" height="176" rx="14" />
        </clipPath>
      </defs>

      {/* wall */}
      <rect x="0" y="0" width="480" height="380" rx="28" className={styles.wall} />

      {/* window with the view */}
      <g clipPath="url(#ma-window)">
        <rect x="120" y="34" width="240" height="176" fill="url(#ma-sky)" />
        <circle cx="300" cy="150" r="34" fill="url(#ma-sun)" className={styles.sun} />
        <path d="M120 210 L190 120 L232 170 L282 96 L360 190 L360 210 Z" className={styles.mountainFar} />
        <path d="M120 210 L168 160 L214 196 L262 150 L330 210 Z" className={styles.mountainNear} />
        <path d="M282 96 v-26" className={styles.pole} />
        <path d="M283 71 l20 7 -20 7 z" fill="#ec4899" />
      </g>
      <rect x="120" y="34" width="240" height="176" rx="14" className={styles.frame} />
      <path d="M240 34 v176 M120 122 h240" className={styles.frameBar} />

      {/* desk */}
      <rect x="40" y="262" width="400" height="16" rx="6" className={styles.desk} />
      <rect x="70" y="278" width="14" height="84" rx="4" className={styles.deskLeg} />
      <rect x="396" y="278" width="14" height="84" rx="4" className={styles.deskLeg} />

      {/* laptop */}
      <path d="M178 256 L190 190 h108 l12 66 z" className={styles.laptop} />
      <path d="M196 198 h96 l9 50 h-114 z" className={styles.screen} />
      <circle cx="244" cy="222" r="15" className={styles.timerRing} />
      <path d="M244 212 v10 l7 4" className={styles.timerHand} />
      <rect x="160" y="254" width="168" height="9" rx="4" className={styles.laptop} />

      {/* books */}
      <rect x="76" y="240" width="76" height="12" rx="3" fill="#8b5cf6" />
      <rect x="84" y="228" width="64" height="12" rx="3" fill="#f472b6" />
      <rect x="80" y="216" width="70" height="12" rx="3" fill="#38bdf8" />
      <rect x="70" y="252" width="88" height="10" rx="3" fill="#a78bfa" />

      {/* plant */}
      <path d="M376 230 h36 l-5 32 h-26 z" className={styles.pot} />
      <path d="M394 230 C392 206 376 196 366 192 C380 206 386 216 392 230" className={styles.leaf} />
      <path d="M394 230 C398 202 414 190 426 188 C412 204 404 216 398 230" className={styles.leaf} />
      <path d="M394 230 C394 210 396 190 398 176 C404 196 400 214 396 230" className={styles.leaf} />

      {/* mug with steam */}
      <rect x="336" y="232" width="26" height="30" rx="6" fill="#f59e0b" />
      <path d="M362 240 a8 8 0 0 1 0 14" className={styles.handle} />
      <path d="M343 224 c-5 -8 5 -12 0 -20 M355 224 c-5 -8 5 -12 0 -20" className={styles.steam} />

      {/* sparkles */}
      <path d="M60 70 l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4z" className={styles.sparkle} />
      <path d="M420 96 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3z" className={styles.sparkle} />
    </svg>
  );
}
