import { GroupPage } from '../../features/groups/components/group-page';
import { useLocation } from '../../lib/routing';

/** /groups?id=…: one study group's page (docs/product-rules.md#study-groups). */
export function GroupRoute() {
  const { query } = useLocation();
  const id = typeof query.id === 'string' ? query.id : '';
  return <GroupPage key={id} id={id} />;
}
