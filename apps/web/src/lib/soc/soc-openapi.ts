import { SOC_OPENAPI_PATH } from '@baitwatch/contracts/enterprise-soc/constants';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api-client.ts';

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
});
export type SocOpenApi = z.infer<typeof socOpenApiSchema>;

/** GET /enterprise-soc/openapi.json: the SOC API's own document, the one source of the tabs. */
export function useSocOpenApi() {
  return useQuery({
    queryKey: ['enterprise-soc', 'openapi'] as const,
    queryFn: ({ signal }) => apiRequest(SOC_OPENAPI_PATH, { schema: socOpenApiSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
