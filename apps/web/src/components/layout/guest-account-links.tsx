import { useT } from '../../i18n/use-t';
import { ButtonLink } from '../ui/button';

/** The account area for signed-out visitors, in the desktop bar (inline) and the mobile menu (stacked). */
export function GuestAccountLinks({ stacked = false }: { stacked?: boolean }) {
  const { t } = useT();
  return (
    <>
      <ButtonLink to="/register" size={stacked ? 'normal' : 'small'} block={stacked}>
        {t('common.register')}
      </ButtonLink>
      <ButtonLink to="/login" variant="secondary" size={stacked ? 'normal' : 'small'} block={stacked}>
        {t('common.login')}
      </ButtonLink>
    </>
  );
}
