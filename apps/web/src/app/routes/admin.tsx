import { Page } from '../../components/layout/page';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';

/** /admin: the admin dashboard (spec 001 §2 Admin area); RequireAdmin in router.tsx guards it. */
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
