import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import {
  EVENT_JSON_MAX_BYTES,
  HTML_MAX_BYTES,
  SCREENSHOT_MAX_BYTES,
} from '@baitwatch/contracts/extension/limits';
import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Evidence } from './evidence-checks.ts';

declare module 'fastify' {
  interface FastifyRequest {
    evidence: Evidence | null;
  }
}

const tooLarge = (desc: string) => new AppError(413, ERROR_CODES.tooLarge, desc);
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** Multipart limits: one event field, at most two files, none larger than the screenshot limit. */
export const MULTIPART_LIMITS = {
  fields: 1,
  files: 2,
  parts: 3,
  fieldSize: EVENT_JSON_MAX_BYTES,
  fileSize: Math.max(SCREENSHOT_MAX_BYTES, HTML_MAX_BYTES),
};

async function readFile(part: MultipartFile, max: number, name: string): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413)
      throw tooLarge(`${name}: larger than ${mb(max)}`);
    throw error;
  }
  if (data.length > max) throw tooLarge(`${name}: larger than ${mb(max)}`);
  return data;
}

async function readPart(part: Multipart, found: { event?: string; evidence: Evidence }) {
  if (part.fieldname === 'event') {
    if (part.type === 'field') {
      if (part.valueTruncated) throw tooLarge(`event: larger than ${EVENT_JSON_MAX_BYTES / 1024} KB`);
      found.event = String(part.value);
    } else {
      found.event = (await readFile(part, EVENT_JSON_MAX_BYTES, 'event')).toString('utf8');
    }
  } else if (part.fieldname === 'screenshot' && part.type === 'file') {
    found.evidence.screenshot = await readFile(part, SCREENSHOT_MAX_BYTES, 'screenshot');
  } else if (part.fieldname === 'html' && part.type === 'file') {
    found.evidence.html = await readFile(part, HTML_MAX_BYTES, 'html');
  } else {
    throw badRequest(EXTENSION_MESSAGES.unknownPart(part.fieldname));
  }
}

/**
 * preValidation of POST /events: a multipart body is read here, its `event` part becomes the body that
 * the route schema then validates, and its files wait on the request. A JSON body passes unchanged.
 */
export async function readMultipartEvent(request: FastifyRequest) {
  request.evidence = {};
  if (!request.isMultipart()) return;
  const found: { event?: string; evidence: Evidence } = { evidence: request.evidence };
  try {
    for await (const part of request.parts()) await readPart(part, found);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    // Too many parts or fields: the multipart plugin's own limit errors.
    if (status === 413) throw tooLarge((error as Error).message);
    throw error;
  }
  if (found.event === undefined) throw badRequest(EXTENSION_MESSAGES.eventPartMissing);
  try {
    request.body = JSON.parse(found.event);
  } catch {
    throw badRequest(EXTENSION_MESSAGES.eventPartNotJson);
  }
}
