import {
  SIGN_IN_POLICY_MESSAGES as M,
  SIGN_IN_POLICIES,
  SIGN_IN_POLICY_LABELS,
  type SignInPolicy,
} from '@baitwatch/contracts/mfa/policy';
import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { type PolicyScope, useSetSignInPolicy, useSignInPolicy } from '../api/sign-in-policy.ts';

const HINTS: Record<SignInPolicy, string> = {
  password: 'Admins may sign in with their password alone (a second factor they set up is still asked).',
  second_factor:
    'Admins sign in with a code from an authenticator app or a passkey after their password; single sign-on counts.',
  passkeys: 'Admins sign in with a passkey: a code typed into a fake page can be relayed, a passkey cannot.',
};

/**
 * What the scope asks of its admins at sign-in (issue 26). Admins who do not meet it are taken to set
 * up the factor at their next sign-in; an organization's admins meet the stricter of its policy and
 * its tenant's.
 */
export function SignInPolicyPanel({ scope, whose }: { scope: PolicyScope; whose: string }) {
  const query = useSignInPolicy(scope);
  const save = useSetSignInPolicy(scope);
  const choose = (value: string) =>
    save.mutate(value as SignInPolicy, {
      onSuccess: () => notifySuccess(M.saved),
      onError: (error) => notifyError(error),
    });
  return (
    <Paper withBorder p="lg" radius="md" maw={760} mih={220} data-testid="sign-in-policy">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="h4" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <IconShieldCheck size={20} aria-hidden />
            Sign-in policy
          </Title>
          <Text size="sm" c="dimmed">
            What {whose} asks of its admins at sign-in. Those who do not meet it set up the factor at their
            next sign-in, before anything else.
          </Text>
        </Stack>
        {!query.isSuccess ? (
          <QueryFallback query={query} title={M.couldNotLoad} height={120} />
        ) : (
          <>
            <Radio.Group value={query.data.policy} onChange={choose} aria-label="Sign-in policy">
              <Stack gap="xs">
                {SIGN_IN_POLICIES.map((policy) => (
                  <Radio
                    key={policy}
                    value={policy}
                    label={SIGN_IN_POLICY_LABELS[policy]}
                    description={HINTS[policy]}
                    disabled={save.isPending}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {query.data.tenantPolicy && query.data.effective !== query.data.policy && (
              <Text size="sm" c="orange">
                Its tenant asks for {SIGN_IN_POLICY_LABELS[query.data.effective].toLowerCase()}: the stricter
                applies.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
