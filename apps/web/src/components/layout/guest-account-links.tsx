import { ButtonLink } from '../ui/button';

/** The account area for signed-out visitors, in the desktop bar (inline) and the mobile menu (stacked). */
export function GuestAccountLinks({ stacked = false }: { stacked?: boolean }) {
  return (
    <>
      <ButtonLink to="/register" size={stacked ? 'normal' : 'small'} block={stacked}>
        Register
      </ButtonLink>
      <ButtonLink to="/login" variant="secondary" size={stacked ? 'normal' : 'small'} block={stacked}>
        Login
      </ButtonLink>
    </>
  );
}
