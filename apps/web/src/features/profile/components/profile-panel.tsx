import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowLeft, ChevronRight, ListChecks } from 'lucide-react';
import {
  type ComponentType,
  Fragment,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useT } from '../../../i18n/use-t';
import styles from './profile-panel.module.css';
import { type ProfileVariant, ProfileVariantContext } from './profile-variant';

export type PanelView = 'stats' | 'completed';

type ProfilePanelProps = {
  variant: ProfileVariant;
  view: PanelView;
  onViewChange: (view: PanelView) => void;
  /** The stats list (economy figures and task counts), composed by the app. */
  stats: ReactNode;
  /** The completed-tasks list, composed by the app. */
  completedTasks: ReactNode;
  /** Wraps both views, so what it holds (the app's data for them) lives as long as the panel. */
  scope?: ComponentType<{ children: ReactNode }>;
  /** The mobile view's own Back button (it is in the view's top bar, not in the panel). */
  backRef?: RefObject<HTMLElement | null>;
};

/**
 * The profile panel shows the stats or the completed-tasks list; 'Tasks Completed' and Back switch between
 * them. The control that was used disappears with the switch, so focus moves to the one that switches back
 * (otherwise it would fall to the page and the dropdown would lose the keyboard).
 */
export function ProfilePanel({ scope: Scope = Fragment, ...props }: ProfilePanelProps) {
  return (
    <Scope>
      <PanelViews {...props} />
    </Scope>
  );
}

function PanelViews({
  variant,
  view,
  onViewChange,
  stats,
  completedTasks,
  backRef,
}: Omit<ProfilePanelProps, 'scope'>) {
  const { t } = useT();
  const toggleRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const ownBackRef = useRef<HTMLDivElement>(null);
  const shown = useRef(view);
  useLayoutEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const target = view === 'stats' ? toggleRef.current : (backRef ?? ownBackRef).current;
    target?.focus({ preventScroll: view === 'completed' });
  }, [view, backRef]);

  if (variant === 'menu') {
    return (
      <ProfileVariantContext value="menu">
        {view === 'stats' ? (
          <>
            {/* One menu item around the whole list: a menu exposes only its items to screen readers
                and the arrow keys (and may own nothing but items), so this is how the figures are
                reached and read. Choosing it does nothing. */}
            <DropdownMenu.Item
              className={styles.statsItem}
              textValue={t('profile.panel.yourStats')}
              onSelect={(event) => event.preventDefault()}
            >
              {stats}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              ref={toggleRef as RefObject<HTMLDivElement>}
              className={styles.menuItem}
              onSelect={(event) => {
                event.preventDefault();
                onViewChange('completed');
              }}
            >
              <ListChecks size={16} aria-hidden="true" /> {t('profile.panel.tasksCompleted')}
              <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
            </DropdownMenu.Item>
          </>
        ) : (
          <>
            <DropdownMenu.Item
              ref={ownBackRef}
              className={styles.menuItem}
              onSelect={(event) => {
                event.preventDefault();
                onViewChange('stats');
              }}
            >
              <ArrowLeft size={16} aria-hidden="true" /> {t('profile.menu.back')}
            </DropdownMenu.Item>
            <DropdownMenu.Group aria-label={t('profile.panel.tasksCompleted')} className={styles.section}>
              {completedTasks}
            </DropdownMenu.Group>
          </>
        )}
      </ProfileVariantContext>
    );
  }

  return view === 'stats' ? (
    <>
      <section aria-label={t('profile.panel.yourStats')} className={styles.section}>
        {stats}
      </section>
      <button
        ref={toggleRef as RefObject<HTMLButtonElement>}
        type="button"
        className={styles.row}
        onClick={() => onViewChange('completed')}
      >
        <ListChecks size={18} aria-hidden="true" /> {t('profile.panel.tasksCompleted')}
        <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
      </button>
    </>
  ) : (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.heading}>
        {t('profile.panel.tasksCompleted')}
      </h3>
      {completedTasks}
    </section>
  );
}
