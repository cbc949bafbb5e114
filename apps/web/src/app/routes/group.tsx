import { useEffect } from 'react';
import { GroupPage } from '../../features/groups/components/group-page';
import { useLocation } from '../../lib/routing';

/**
 * /groups?id=…: one study group's page (docs/product-rules.md#study-groups). Without an id there is no
 * group to show: the address goes to /home, whose Study group panel lists the user's groups.
 */
export function GroupRoute() {
  const { query, route } = useLocation();
  const id = typeof query.id === 'string' ? query.id : '';
  useEffect(() => {
    if (!id) route('/home', true);
  }, [id, route]);
  return id ? <GroupPage key={id} id={id} /> : null;
}
