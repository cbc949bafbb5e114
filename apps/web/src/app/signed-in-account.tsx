import type { CompletedTasksResponse } from '@focus-room/core/api/tasks';
import { createContext, type ReactNode, Suspense, useContext, useEffect } from 'react';
import { PartBoundary } from '../components/layout/part-boundary';
import { ProfileStats } from '../features/levels/components/profile-stats';
import { CompletedTaskList } from '../features/profile/components/completed-task-list';
import { MobileProfile } from '../features/profile/components/mobile-profile';
import { ProfileMenu } from '../features/profile/components/profile-menu';
import { TaskCountStats } from '../features/profile/components/task-count-stats';
import { completedTasksKey, useCompletedTasks } from '../features/tasks/api/get-completed-tasks';
import { useRefreshOn } from '../hooks/use-refresh-on';
import type { AppEventName } from '../lib/app-events';
import { lazy, useLocation } from '../lib/routing';
import { useSession } from '../lib/session/session-context';

// The events after which the profile's task figures may have moved (docs/product-rules.md#refresh-events).
const TASK_FIGURE_EVENTS: readonly AppEventName[] = [
  'coinUpdate',
  'coinSpent',
  'statsUpdate',
  'taskCompletionUpdate',
];

// The statistics settings form loads only when Settings opens.
const StatsSettingsForm = lazy(() =>
  import('../features/stats/components/stats-settings-form').then((m) => m.StatsSettingsForm),
);

type ProfileTasks = { data: CompletedTasksResponse | undefined; isPending: boolean };

const ProfileTasksContext = createContext<ProfileTasks>({ data: undefined, isPending: true });

/**
 * GET /api/tasks/completed for the profile panel: read once while the panel is open and shared by both of its
 * views, so switching between the stats and the completed list asks nothing again.
 */
function ProfileTasksScope({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { data, isPending, error } = useCompletedTasks(status === 'signed-in');
  useEffect(() => {
    // Stats fetch failures are logged only; the figures fall back to 0 (docs/product-rules.md#profile-menu).
    if (error) console.error('Failed to load the completed tasks', error);
  }, [error]);
  return <ProfileTasksContext value={{ data, isPending }}>{children}</ProfileTasksContext>;
}

/** The whole stats list of the profile: the economy figures (levels feature) and the task counts. */
function AccountStats() {
  const { data } = useContext(ProfileTasksContext);
  return (
    <>
      <ProfileStats />
      <TaskCountStats counts={data} />
    </>
  );
}

function AccountCompletedTasks() {
  const { data, isPending } = useContext(ProfileTasksContext);
  return <CompletedTaskList tasks={data?.completedTasks} total={data?.completedCount} loading={isPending} />;
}

/**
 * The account area of a signed-in user: the profile dropdown (desktop) or the profile entry of the mobile
 * menu. The app layout loads it when the page is idle (app-layout.tsx), drawing the profile button meanwhile.
 */
export function SignedInAccount({
  mobile = false,
  initiallyOpen = false,
  focusTrigger = false,
}: {
  mobile?: boolean;
  /** Desktop: open the dropdown at once (asked for on the button drawn before this chunk loaded). */
  initiallyOpen?: boolean;
  /** Desktop: focus the dropdown's button at once (the button it replaces had focus). */
  focusTrigger?: boolean;
}) {
  const { status, user, signOut } = useSession();
  const { route: navigate } = useLocation();
  // The task figures also change without a task mutation of this tab (a pomodoro credited by the timer): the
  // refresh events (docs/product-rules.md#refresh-events) mark them stale, to be read at the next open. Once
  // per page: the desktop instance is always mounted (hidden by CSS on a phone), the mobile one only while
  // the menu is open.
  useRefreshOn(TASK_FIGURE_EVENTS, completedTasksKey, status === 'signed-in' && !mobile);
  const logout = async () => {
    await signOut();
    navigate('/login');
  };
  const Profile = mobile ? MobileProfile : ProfileMenu;
  return (
    <Profile
      {...(mobile ? {} : { initiallyOpen, focusTrigger })}
      user={user}
      onLogout={logout}
      stats={<AccountStats />}
      completedTasks={<AccountCompletedTasks />}
      panelScope={ProfileTasksScope}
      statsSettings={
        <PartBoundary>
          <Suspense fallback={null}>
            <StatsSettingsForm />
          </Suspense>
        </PartBoundary>
      }
    />
  );
}
