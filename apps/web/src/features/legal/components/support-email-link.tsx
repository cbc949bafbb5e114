import { usePublicConfig } from '../../../lib/public-config';

/** The operator's support address from GET /api/config (SUPPORT_EMAIL), as a mailto link. */
export function SupportEmailLink({ className }: { className?: string }) {
  const { data, isError, refetch } = usePublicConfig();
  if (data) {
    return (
      <a href={`mailto:${data.supportEmail}`} className={className}>
        {data.supportEmail}
      </a>
    );
  }
  if (isError) {
    return (
      <span>
        the support address (it could not be loaded,{' '}
        <button type="button" onClick={() => refetch()}>
          try again
        </button>
        )
      </span>
    );
  }
  return <span aria-busy="true">our support address</span>;
}
