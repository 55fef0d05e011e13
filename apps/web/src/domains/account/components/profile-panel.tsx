import type { AdminUserDetails } from '@baitwatch/contracts/users/admin-user';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { updateUserRequestSchema } from '@baitwatch/contracts/users/update-user';
import { Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useUpdateUserProfile, useUserProfile } from '../api/user-profile.ts';
import { SessionsPanel } from './sessions-panel.tsx';
import { SignInSecurityPanel } from './sign-in-security-panel.tsx';

interface ProfilePanelProps {
  /** "Receive email alert" is hidden for TISOC organizations (spec doc 1 §2). */
  showEmailAlert: boolean;
}

/**
 * The Profile tab: first and last name, the read-only email and "Receive email alert". Saving renews
 * the token, so the top bar shows the new name at once (spec doc 1 §4 "Account operations"). Below it,
 * the admin's sign-in security and sessions (issue 26).
 */
export function ProfilePanel({ showEmailAlert }: ProfilePanelProps) {
  const { user } = useSession();
  const profile = useUserProfile(user.user_id);
  return (
    <Stack gap="lg">
      {profile.isSuccess ? (
        <ProfileForm profile={profile.data} showEmailAlert={showEmailAlert} key={profile.data.uid} />
      ) : (
        <QueryFallback query={profile} title={USER_MESSAGES.couldNotLoadProfile} height={260} maw={560} />
      )}
      <SignInSecurityPanel />
      <SessionsPanel />
    </Stack>
  );
}

function ProfileForm({ profile, showEmailAlert }: { profile: AdminUserDetails } & ProfilePanelProps) {
  const { reload } = useSession();
  const update = useUpdateUserProfile();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      sendEmail: profile.customClaims.sendEmail,
    },
    validate: zodValidate(updateUserRequestSchema),
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        id: profile.uid,
        body: showEmailAlert ? values : { firstName: values.firstName, lastName: values.lastName },
      },
      {
        onSuccess: async () => {
          await reload();
          notifySuccess(USER_MESSAGES.userUpdated);
        },
        onError: (error) => notifyError(error, USER_MESSAGES.couldNotUpdateUser),
      },
    ),
  );

  return (
    <Paper withBorder p="lg" radius="md" maw={560} component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="First Name"
          required
          key={form.key('firstName')}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last Name"
          required
          key={form.key('lastName')}
          {...form.getInputProps('lastName')}
        />
        <TextInput label="Email" value={profile.email} readOnly variant="filled" />
        {showEmailAlert && (
          <Checkbox
            label="Receive email alert"
            key={form.key('sendEmail')}
            {...form.getInputProps('sendEmail', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={update.isPending}>
            Update Profile
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
