import {
  HTML_ACCEPT,
  MAX_HTML_BYTES,
  MAX_SCREENSHOT_BYTES,
  SCREENSHOT_ACCEPT,
} from '@baitwatch/contracts/threat-intel/constants';
import { THREAT_INTEL_MESSAGES as M } from '@baitwatch/contracts/threat-intel/messages';
import { Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { NotAuthorized } from '../../../components/not-authorized.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResultModal, type ResultStatus } from '../../../components/result-modal.tsx';
import { useEventDetails } from '../../../domains/events/api/get-event-details.ts';
import { type DetailsRoute, detailsRoute } from '../../../domains/events/model/details-route.ts';
import { errorLines } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubmitThreatIntel } from '../api/put-threat-intel.ts';
import { EvidenceField } from '../components/evidence-field.tsx';
import { PlaceFields } from '../components/place-fields.tsx';
import {
  formErrors,
  initialForm,
  type SubmissionForm,
  type SubmissionSource,
  toPayload,
} from '../model/submission-form.ts';

/** /customers/{c}/threat-intel/{e} and /tenants/{t}/{c}/threat-intel/{e}: Add to Threat Intel. */
export default function AddToThreatIntelPage() {
  const route = detailsRoute(useParams());
  if (!route) return <NotAuthorized />;
  return <AddToThreatIntel route={route} />;
}

/** Where the form returns: the `from` of the navigation state, else the threat intel feed (spec doc 2 §4). */
function useReturnPath(): string {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === 'string' ? state.from : paths.threatIntelFeed;
}

function AddToThreatIntel({ route }: { route: DetailsRoute }) {
  const { selected } = useSession();
  const details = useEventDetails(route.customerId, route.eventId);
  // Back (and Cancel) lead to the incident whose Verify opened the form.
  const back =
    route.tenantId === null
      ? paths.customer.incident(route.customerId, route.eventId)
      : paths.tenant.incident(route.tenantId, route.customerId, route.eventId);
  return (
    <>
      <Anchor
        component={Link}
        to={back}
        size="sm"
        mb="xs"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden /> Back to Incident Details
      </Anchor>
      <PageHeader
        title="Add to Threat Intel"
        description={details.data?.organizationName ?? selected?.displayName}
      />
      {details.isPending && <Skeleton height={420} radius="md" maw={720} />}
      {details.isError && <ErrorNote error={details.error} onRetry={() => void details.refetch()} />}
      {details.data && <SubmissionFormCard route={route} event={details.data} cancelTo={back} />}
    </>
  );
}

interface CardProps {
  route: DetailsRoute;
  event: SubmissionSource;
  cancelTo: string;
}

function SubmissionFormCard({ route, event, cancelTo }: CardProps) {
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const [form, setForm] = useState<SubmissionForm>(() => initialForm(event));
  // Remounts the file inputs on Reset, so a chosen upload's name goes with it.
  const [generation, setGeneration] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<ResultStatus | null>(null);
  const submit = useSubmitThreatIntel(route.customerId, route.eventId);

  const reset = () => {
    setForm(initialForm(event));
    setGeneration((n) => n + 1);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const errors = formErrors(form);
    if (errors.length > 0) {
      setStatus({
        code: 400,
        title: M.invalidInputs,
        message: (
          <List size="sm" spacing={4}>
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        ),
      });
      return;
    }
    setConfirming(true);
  };
  const send = () =>
    submit.mutate(toPayload(form, new Date()), {
      onSuccess: () => setStatus({ code: 200, title: M.submittedTitle, message: M.submittedText }),
      // The spec's failure text: the first server error, else the answer's text, else its fallback.
      onError: (error) =>
        setStatus({ code: 500, title: M.failedTitle, message: errorLines(error)[0] || M.failedFallback }),
      onSettled: () => setConfirming(false),
    });
  const closeStatus = () => {
    const succeeded = status?.code === 200;
    setStatus(null);
    if (succeeded) navigate(returnTo);
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={720} component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="URL"
          required
          value={form.threatURL}
          onChange={(e) => setForm({ ...form, threatURL: e.currentTarget.value })}
        />
        <TextInput
          label="Detection Time"
          type="datetime-local"
          required
          value={form.detectedOn}
          onChange={(e) => setForm({ ...form, detectedOn: e.currentTarget.value })}
        />
        <PlaceFields form={form} onChange={setForm} />
        <EvidenceField
          key={`image-${generation}`}
          label="Add Image"
          accept={SCREENSHOT_ACCEPT}
          dataUrlType="image/jpeg"
          maxBytes={MAX_SCREENSHOT_BYTES}
          checked={form.addImage}
          fileName={form.screenshotName}
          onCheck={(addImage) => setForm({ ...form, addImage })}
          onFile={(screenshot, screenshotName) => setForm({ ...form, screenshot, screenshotName })}
        />
        <EvidenceField
          key={`html-${generation}`}
          label="Add HTML"
          accept={HTML_ACCEPT}
          dataUrlType="text/html"
          maxBytes={MAX_HTML_BYTES}
          checked={form.addHtml}
          fileName={form.htmlName}
          onCheck={(addHtml) => setForm({ ...form, addHtml })}
          onFile={(html, htmlName) => setForm({ ...form, html, htmlName })}
        />
        <Text size="xs" c="dimmed">
          Submitting verifies the event: it joins the threat intel every licensed organization receives.
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => {
              reset();
              navigate(cancelTo);
            }}
          >
            Cancel
          </Button>
          <Button variant="default" onClick={reset}>
            Reset
          </Button>
          <Button type="submit" loading={submit.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={M.confirmTitle}
        message={M.confirmText}
        busy={submit.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
      <ResultModal status={status} onClose={closeStatus} />
    </Paper>
  );
}
