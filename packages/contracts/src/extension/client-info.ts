import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { SUPPORTED_OS } from './limits.ts';

/** What an install says about where it runs; sent at registration and with every heartbeat. */
export const clientInfoSchema = z.object({
  browser: z
    .string()
    .check(storableText)
    .trim()
    .min(1)
    .max(50)
    .describe('Browser name, e.g. Chrome, Edge, Firefox'),
  browserVersion: z.string().check(storableText).trim().max(50).optional().describe('e.g. 131.0.6778.86'),
  os: z.enum(SUPPORTED_OS).describe('One of the OS labels the console charts'),
  extensionVersion: z.string().check(storableText).trim().min(1).max(50).describe('e.g. 3.4.1'),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

export const licenseKeyField = z
  .string()
  .check(storableText)
  .trim()
  .min(1)
  .max(100)
  .describe('The organization license key');
