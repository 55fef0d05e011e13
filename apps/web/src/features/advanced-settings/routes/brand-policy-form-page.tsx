import {
  BRAND_POLICY_MESSAGES,
  type BrandPolicyWrite,
  brandPolicyWriteSchema,
} from '@baitwatch/contracts/brands/brand-policy';
import { ActionIcon, Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { FormPage } from '../../../components/form-page.tsx';
import { errorLines } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { useSaveBrandPolicy } from '../api/save-brand-policy.ts';
import { BrandLogosField } from '../components/brand-logos-field.tsx';
import { readBrandPolicyFormState } from '../components/brand-policy-form-state.ts';

interface Outcome {
  ok: boolean;
  text: string;
}

const EMPTY: BrandPolicyWrite = {
  brandName: '',
  isActive: true,
  alias: [{ value: '', isPartialMatch: false }],
  domains: [{ value: '' }],
  logos: [],
};

/**
 * /advanced-settings/add-edit-brandpolicy (doc 2 §2): a brand policy's name, aliases (each with its
 * partial-match flag), domains and Active. The policy and the mode come in navigation state; the
 * outcome shows inline, green or red, with the rule messages joined by commas (doc 2 §5).
 */
export default function BrandPolicyFormPage() {
  const location = useLocation();
  const initial = readBrandPolicyFormState(location.state);
  const [policyId, setPolicyId] = useState(initial.policy?.id ?? null);
  const save = useSaveBrandPolicy();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const form = useForm<BrandPolicyWrite>({
    mode: 'controlled',
    initialValues: initial.policy
      ? {
          brandName: initial.policy.brandName,
          isActive: initial.policy.isActive,
          alias: initial.policy.alias,
          domains: initial.policy.domain,
          logos: initial.policy.logos.map(({ name, image }) => ({ name, image })),
        }
      : EMPTY,
    validate: zodValidate(brandPolicyWriteSchema),
  });
  const editing = policyId !== null;

  const submit = form.onSubmit(
    (values) => {
      setOutcome({ ok: true, text: editing ? BRAND_POLICY_MESSAGES.updating : BRAND_POLICY_MESSAGES.adding });
      save.mutate(
        { id: policyId, body: values },
        {
          onSuccess: (answer) => {
            setOutcome({ ok: true, text: answer.message });
            setPolicyId(answer.policy.id);
          },
          onError: (error) =>
            setOutcome({
              ok: false,
              text: `${BRAND_POLICY_MESSAGES.failedToUpdate} ${errorLines(error).join(', ')}`,
            }),
        },
      );
    },
    // The spec joins the rule messages with commas, above the fields' own.
    (errors) => setOutcome({ ok: false, text: [...new Set(Object.values(errors).map(String))].join(', ') }),
  );

  return (
    <FormPage
      title={editing ? 'Edit Brand Policy' : 'Add Brand Policy'}
      back={{ to: paths.advancedSettings, state: { tab: 'brandPolicies' }, label: 'Baseline Brand Policies' }}
      submitLabel={editing ? 'Update Brand Policy' : 'Add Brand Policy'}
      cancelLabel="Close"
      busy={save.isPending}
      onSubmit={submit}
      after={
        outcome && (
          <Alert color={outcome.ok ? 'teal' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
            <Text size="sm" c={outcome.ok ? 'teal.9' : 'red.9'} fw={500}>
              {outcome.text}
            </Text>
          </Alert>
        )
      }
    >
      <TextInput label="Brand Name" required data-autofocus {...form.getInputProps('brandName')} />
      <Stack gap="xs">
        <Text fw={500} size="sm">
          Brand Aliases
        </Text>
        {form.values.alias.map((_, index) => (
          <RemovableRow
            // biome-ignore lint/suspicious/noArrayIndexKey: the list's position is its identity here
            key={index}
            label={`alias ${index + 1}`}
            only={form.values.alias.length === 1}
            onRemove={() => form.removeListItem('alias', index)}
          >
            <TextInput
              aria-label={`Alias ${index + 1}`}
              placeholder="Alias"
              style={{ flex: 1 }}
              {...form.getInputProps(`alias.${index}.value`)}
            />
            <Checkbox
              label="Partial match"
              mt={8}
              {...form.getInputProps(`alias.${index}.isPartialMatch`, { type: 'checkbox' })}
            />
          </RemovableRow>
        ))}
        <AddRowButton
          label="Add alias"
          onClick={() => form.insertListItem('alias', { value: '', isPartialMatch: false })}
        />
      </Stack>
      <Stack gap="xs">
        <Text fw={500} size="sm">
          Brand Domains
        </Text>
        {form.values.domains.map((_, index) => (
          <RemovableRow
            // biome-ignore lint/suspicious/noArrayIndexKey: the list's position is its identity here
            key={index}
            label={`domain ${index + 1}`}
            only={form.values.domains.length === 1}
            onRemove={() => form.removeListItem('domains', index)}
          >
            <TextInput
              aria-label={`Domain ${index + 1}`}
              placeholder="example.com"
              style={{ flex: 1 }}
              {...form.getInputProps(`domains.${index}.value`)}
            />
          </RemovableRow>
        ))}
        <AddRowButton label="Add domain" onClick={() => form.insertListItem('domains', { value: '' })} />
      </Stack>
      <BrandLogosField
        logos={form.values.logos ?? []}
        error={logoProblem ?? logoErrorOf(form.errors)}
        onAdd={(logo) => {
          setLogoProblem(null);
          form.insertListItem('logos', logo);
        }}
        onRemove={(index) => {
          setLogoProblem(null);
          form.removeListItem('logos', index);
        }}
        onError={setLogoProblem}
      />
      <Checkbox label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormPage>
  );
}

/** The first error of the logos or of one of them (the form keys them by path). */
const logoErrorOf = (errors: Record<string, ReactNode>) => {
  const found = Object.entries(errors).find(([path]) => path.startsWith('logos'))?.[1];
  return found ? String(found) : null;
};

/** A row of a list field with its remove button; the last row stays (a policy needs one). */
function RemovableRow({
  label,
  only,
  onRemove,
  children,
}: {
  label: string;
  only: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      {children}
      <ActionIcon
        variant="subtle"
        color="gray"
        mt={4}
        aria-label={`Remove ${label}`}
        disabled={only}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      size="xs"
      w="fit-content"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
