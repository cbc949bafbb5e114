import { JoinGroupPage } from '../../features/groups/components/join-group-page';

/** /join-group#<code>: where an invite link leads, signed in or not. */
export function JoinGroupRoute() {
  return <JoinGroupPage />;
}
