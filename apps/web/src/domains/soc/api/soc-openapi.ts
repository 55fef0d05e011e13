import { socOpenApiDocument } from '@baitwatch/contracts/enterprise-soc/calls';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../lib/call-api.ts';

const jsonSchema: z.ZodType<Record<string, unknown>> = z.record(z.string(), z.unknown());

/** What the documentation tabs read of the SOC API's OpenAPI document (the rest is passed by). */
const operationSchema = z.object({
  tags: z.array(z.string()).default([]),
  summary: z.string().optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: jsonSchema.optional(),
      }),
    )
    .default([]),
  responses: z.record(
    z.string(),
    z.object({
      description: z.string().optional(),
      content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })).optional(),
    }),
  ),
});
export type SocOperation = z.infer<typeof operationSchema>;

export const socOpenApiSchema = z.object({
  tags: z.array(z.object({ name: z.string(), description: z.string().optional() })).default([]),
  components: z
    .object({
      securitySchemes: z
        .record(z.string(), z.object({ name: z.string().optional(), description: z.string().optional() }))
        .optional(),
    })
    .optional(),
  paths: z.record(z.string(), z.object({ get: operationSchema.optional() })),
  /** What the SOC API's webhooks send: one POST per event type, its body's schema. */
  webhooks: z
    .record(
      z.string(),
      z.object({
        post: z.object({
          description: z.string().optional(),
          requestBody: z.object({
            content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })),
          }),
        }),
      }),
    )
    .default({}),
});
export type SocOpenApi = z.infer<typeof socOpenApiSchema>;

/** The SOC API's own document, the one source of the tabs. */
export function useSocOpenApi() {
  return useQuery({
    queryKey: ['enterprise-soc', 'openapi'] as const,
    // The call answers the document as it is; the console reads it with the shape above.
    queryFn: ({ signal }) => callApi({ ...socOpenApiDocument, response: socOpenApiSchema }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
