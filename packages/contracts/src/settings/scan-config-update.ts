import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { SCAN_CONFIG_MESSAGES as M, serviceCodeFor } from './scan-config.ts';

const code = z.string().check(storableText).trim().min(1).max(64);

/**
 * PUT portal/{customerId}/scanconfig-settings with the spec's wire names (doc 2 §7), odd spellings
 * included. Confirming validates the rule of doc 2 §5 (Screenshot Optimisation only with Demo Mode on)
 * and the interlocks of §4; the server also checks each code against its lookup list. The answer is
 * the settings as saved.
 */
export const updateScanConfigRequestSchema = z
  .object({
    mmEnabled: z.boolean(),
    lookupCode: code,
    demomodeEnabled: z.boolean(),
    ssOptEnabled: z.boolean(),
    ppEnabled: z.boolean(),
    scanningRuleEnabled: z.boolean(),
    scanningRuleCode: code,
    strMMPolicy: code,
    imageSize: code,
  })
  .superRefine((body, ctx) => {
    if (body.ssOptEnabled && !body.demomodeEnabled)
      ctx.addIssue({ code: 'custom', path: ['ssOptEnabled'], message: M.ssOptNeedsDemo });
    if (body.demomodeEnabled && body.scanningRuleEnabled)
      ctx.addIssue({ code: 'custom', path: ['scanningRuleEnabled'], message: M.demoWithRule });
    if (body.lookupCode !== serviceCodeFor(body.mmEnabled))
      ctx.addIssue({ code: 'custom', path: ['lookupCode'], message: M.serviceType });
  });
export type UpdateScanConfigRequest = z.infer<typeof updateScanConfigRequestSchema>;
