import { useNavigate } from 'react-router';
import { MobileProfile, ProfileMenu } from '../features/auth/components/profile-menu';
import { ProfileStats } from '../features/levels/components/profile-stats';
import { useSession } from '../lib/session/session-context';

/** The account area of a signed-in user: the profile dropdown (desktop) or entry (mobile menu). */
export function SignedInAccount({ mobile = false }: { mobile?: boolean }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    navigate('/login');
  };
  const Profile = mobile ? MobileProfile : ProfileMenu;
  return (
    <Profile user={user} onLogout={logout}>
      <ProfileStats />
    </Profile>
  );
}
