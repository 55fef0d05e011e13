import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { WhitelabelInfo } from '@baitwatch/contracts/whitelabel/get-whitelabel';
import { WHITELABEL_MESSAGES } from '@baitwatch/contracts/whitelabel/messages';
import { saveWhitelabelRequestSchema } from '@baitwatch/contracts/whitelabel/save-whitelabel';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useSession } from '../../../lib/session.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useWhitelabel } from '../api/get-whitelabel.ts';
import { useSaveWhitelabel } from '../api/save-whitelabel.ts';
import { type ChosenLogo, LogoField } from './logo-field.tsx';

/**
 * Whitelabel Details (spec doc 1 §2 "Account"): the tenant's brand name, support email and logo, which
 * brand its login page and its admins' top bar (decision 0027). The customer settings' and the MSP
 * Center's Account tab show it while the tenant's whitelabel is on. Only {product}Admin edits the
 * support email.
 */
export function WhitelabelPanel({ tenantId }: { tenantId: number }) {
  const info = useWhitelabel(tenantId);
  if (!info.isSuccess)
    return <QueryFallback query={info} title={WHITELABEL_MESSAGES.couldNotGetWhitelabel} height={340} />;
  return <WhitelabelForm info={info.data} key={`${info.data.tenantId}-${info.data.brandName ?? ''}`} />;
}

function WhitelabelForm({ info }: { info: WhitelabelInfo }) {
  const { role } = useSession();
  const isProvider = role === PROVIDER_ROLE;
  const save = useSaveWhitelabel({
    onSaved: (answer) => notifySuccess(answer.message),
    onFailed: (error) => notifyError(error, WHITELABEL_MESSAGES.couldNotChangeInfo),
  });
  const [logo, setLogo] = useState<ChosenLogo | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { brandName: info.brandName ?? '', supportEmail: info.supportEmail ?? '' },
    validate: zodValidate(saveWhitelabelRequestSchema),
  });
  const submit = form.onSubmit((values) => {
    if (logoError) return;
    save.mutate(
      {
        tenantId: info.tenantId,
        method: info.brandName === null ? 'POST' : 'PUT',
        body: {
          organizationName: info.organizationName,
          subDomain: info.subDomain,
          brandName: values.brandName,
          // The server keeps the stored support email on a TenantAdmin's save (decision 0027).
          ...(isProvider ? { supportEmail: values.supportEmail } : {}),
          ...(logo ? { logoFileName: logo.fileName, brandLogo: logo.dataUrl } : {}),
        },
      },
      // A save that keeps the brand name keeps this form: clear its pick of a logo.
      { onSuccess: () => setLogo(null) },
    );
  });

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Whitelabel Details
        </Title>
        <Text size="sm" c="dimmed">
          Brands the login page at {info.subDomain} and its organizations' subdomains, and the top bar of
          their admins.
        </Text>
        <TextInput
          label="Brand Name"
          required
          key={form.key('brandName')}
          {...form.getInputProps('brandName')}
        />
        <TextInput
          label="Support Email"
          type="email"
          disabled={!isProvider}
          placeholder={isProvider ? 'help@example.com' : 'Not set'}
          description={isProvider ? undefined : 'The provider sets the support email.'}
          key={form.key('supportEmail')}
          {...form.getInputProps('supportEmail')}
        />
        <LogoField
          chosen={logo}
          stored={
            info.logoUrl ? { url: info.logoUrl, fileName: info.logoFileName, size: info.logoSize } : null
          }
          alt={info.brandName ?? info.organizationName}
          error={logoError}
          onChoose={(chosen) => {
            setLogoError(null);
            setLogo(chosen);
          }}
          onError={(message) => {
            setLogo(null);
            setLogoError(message);
          }}
        />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
