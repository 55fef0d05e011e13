import { useAcceptInvite } from '../api/accept-invite.ts';
import { OneTimeLinkPage } from '../components/one-time-link-page.tsx';

export default function AcceptInvitePage() {
  const mutation = useAcceptInvite();
  return <OneTimeLinkPage title="Accept your invitation" submitLabel="Create account" mutation={mutation} />;
}
