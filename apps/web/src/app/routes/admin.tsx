import { Page } from '../../components/layout/page';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { useT } from '../../i18n/use-t';

/** /admin: the admin dashboard (docs/product-rules.md#admin); RequireAdmin in router.tsx guards it. */
export function AdminRoute() {
  const { t } = useT();
  return (
    <Page title={t('admin.page.title')} lead={t('admin.page.lead')} width="wide">
      <AdminDashboard />
    </Page>
  );
}
