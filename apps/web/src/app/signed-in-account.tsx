import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ProfileStats } from '../features/levels/components/profile-stats';
import { STATS_REFRESH_EVENTS } from '../features/levels/hooks/level-events';
import { useRefreshOn } from '../features/levels/hooks/use-refresh-on';
import { CompletedTaskList } from '../features/profile/components/completed-task-list';
import { MobileProfile } from '../features/profile/components/mobile-profile';
import { ProfileMenu } from '../features/profile/components/profile-menu';
import { TaskCountStats } from '../features/profile/components/task-count-stats';
import { completedTasksKey, useCompletedTasks } from '../features/tasks/api/get-completed-tasks';
import { useSession } from '../lib/session/session-context';

/** GET /api/tasks/completed for the profile, kept fresh by the stats' refresh events (001 §4). */
function useProfileTasks() {
  const { status } = useSession();
  const enabled = status === 'signed-in';
  const query = useCompletedTasks(enabled);
  useRefreshOn(STATS_REFRESH_EVENTS, completedTasksKey, enabled);
  useEffect(() => {
    // 001 §8: stats fetch failures are logged only; the figures fall back to 0.
    if (query.error) console.error('Failed to load the completed tasks', query.error);
  }, [query.error]);
  return query;
}

/** The whole stats list of 001 §3: the economy figures (levels feature) and the task counts. */
function AccountStats() {
  const { data } = useProfileTasks();
  return (
    <>
      <ProfileStats />
      <TaskCountStats counts={data} />
    </>
  );
}

function AccountCompletedTasks() {
  const { data, isPending } = useProfileTasks();
  return <CompletedTaskList tasks={data?.completedTasks} total={data?.completedCount} loading={isPending} />;
}

/**
 * The account area of a signed-in user: the profile dropdown (desktop) or the profile entry of the mobile
 * menu. Loaded lazily by the app layout, so none of this is in the first chunk.
 */
export function SignedInAccount({ mobile = false }: { mobile?: boolean }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    navigate('/login');
  };
  const Profile = mobile ? MobileProfile : ProfileMenu;
  return (
    <Profile
      user={user}
      onLogout={logout}
      stats={<AccountStats />}
      completedTasks={<AccountCompletedTasks />}
    />
  );
}
