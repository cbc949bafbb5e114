import { Page } from '../../components/layout/page';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';

/** /admin: the admin dashboard (docs/product-rules.md#admin); RequireAdmin in router.tsx guards it. */
export function AdminRoute() {
  return (
    <Page
      title="Admin Dashboard"
      lead="Live figures, accounts, newsletter subscribers and reviews."
      width="wide"
    >
      <AdminDashboard />
    </Page>
  );
}
