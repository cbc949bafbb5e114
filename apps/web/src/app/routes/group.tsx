import { GroupPage } from '../../features/groups/components/group-page';
import { Redirect, useLocation } from '../../lib/routing';

/**
 * /groups?id=…: one study group's page (docs/product-rules.md#study-groups). Without an id there is no
 * group to show: the address goes to /home, whose Study group panel lists the user's groups.
 */
export function GroupRoute() {
  const { query } = useLocation();
  const id = typeof query.id === 'string' ? query.id : '';
  return id ? <GroupPage key={id} id={id} /> : <Redirect to="/home" />;
}
