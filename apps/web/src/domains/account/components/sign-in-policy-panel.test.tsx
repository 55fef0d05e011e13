import { getSignInPolicy, setSignInPolicy } from '@baitwatch/contracts/mfa/calls';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderInConsole } from '../../../test/render.tsx';
import { SignInPolicyPanel } from './sign-in-policy-panel.tsx';

describe('the sign-in policy panel', () => {
  it("shows the organization's policy, says when its tenant's stricter one applies, and saves a choice", async () => {
    const requests = stubApi([
      {
        call: getSignInPolicy,
        body: { policy: 'password', tenantPolicy: 'second_factor', effective: 'second_factor' },
      },
      {
        call: setSignInPolicy,
        body: { policy: 'passkeys', tenantPolicy: 'second_factor', effective: 'passkeys' },
      },
    ]);
    renderInConsole(<SignInPolicyPanel scope={{ customerId: 12 }} whose="Contoso" />);
    expect(await screen.findByRole('radio', { name: /Password alone/ })).toBeChecked();
    expect(screen.getByText(/Its tenant asks for a second factor: the stricter applies/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Passkeys only/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Passkeys only/ })).toBeChecked());
    const put = requests.find((r) => r.method === 'PUT');
    expect(new URL(put?.url ?? 'http://x').search).toBe('?customerId=12');
    expect(await put?.json()).toEqual({ policy: 'passkeys' });
  });
});
