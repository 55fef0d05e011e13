import { useLocation, useParams } from 'react-router';
import { NotAuthorized } from '../../../components/not-authorized.tsx';
import { IncidentFeed } from '../components/incident-feed.tsx';
import { scopeFromRoute } from '../model/feed-scope.ts';

/** /customers/{id}/incidents and /tenants/{id}/incidents (the Global View): the threat feed. */
export default function IncidentFeedPage() {
  const params = useParams();
  const { search } = useLocation();
  const scope = scopeFromRoute(params, search);
  if (!scope) return <NotAuthorized />;
  return (
    <IncidentFeed
      key={`${scope.kind}:${scope.id}:${scope.kind === 'tenants' ? scope.groupId : ''}`}
      scope={scope}
    />
  );
}
