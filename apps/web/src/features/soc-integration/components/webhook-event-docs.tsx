import { WEBHOOKS_DESCRIPTION } from '@baitwatch/contracts/webhooks/openapi';
import { Accordion, Code, Stack, Text, Title } from '@mantine/core';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useSocOpenApi } from '../../../domains/soc/api/soc-openapi.ts';
import { exampleOf } from '../../../domains/soc/model/doc-tabs.ts';
import { eventTypeLabel } from '../model/event-type-labels.ts';

/** What each event type sends, from the SOC API's OpenAPI document (its webhooks section), never a copy. */
export function WebhookEventDocs() {
  const doc = useSocOpenApi();
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        Receiving webhooks
      </Title>
      <Text size="sm" c="dimmed">
        {WEBHOOKS_DESCRIPTION}
      </Text>
      {!doc.isSuccess ? (
        <QueryFallback query={doc} title="Could not load the webhook documentation" height={120} />
      ) : (
        <Accordion variant="separated" chevronPosition="left">
          {Object.entries(doc.data.webhooks).map(([type, item]) => (
            <Accordion.Item key={type} value={type}>
              <Accordion.Control>
                {eventTypeLabel(type)} <Code>{type}</Code>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  {item.post.description && <Text size="sm">{item.post.description}</Text>}
                  <Code block fz="xs" data-testid={`webhook-example-${type}`}>
                    {JSON.stringify(
                      exampleOf(item.post.requestBody.content['application/json']?.schema),
                      null,
                      2,
                    )}
                  </Code>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
