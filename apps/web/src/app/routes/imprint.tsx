import { Link } from 'react-router';
import { Page } from '../../components/layout/page';
import { OperatorDetails } from '../../features/legal/components/operator-details';

/** /imprint: the provider identification German law requires (§ 5 DDG), from the server's configuration. */
export function ImprintRoute() {
  return (
    <Page title="Imprint" lead="Who provides this service (information according to § 5 DDG).">
      <h2>Provider</h2>
      <OperatorDetails />
      <p>
        How we handle your data is described in the <Link to="/data-privacy">Privacy Notice</Link>; the rules
        for using the service are in the <Link to="/terms-and-conditions">Terms and Conditions</Link>.
      </p>
    </Page>
  );
}
