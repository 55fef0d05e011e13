import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import {
  EVENT_JSON_MAX_BYTES,
  HTML_MAX_BYTES,
  SCREENSHOT_MAX_BYTES,
} from '@baitwatch/contracts/extension/limits';
import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import {
  EVENTS_BATCH_JSON_MAX_BYTES,
  EVENTS_BATCH_MAX,
} from '@baitwatch/contracts/extension/report-events-batch';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../http/errors.ts';
import type { Evidence } from './evidence-checks.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Evidence files by event id ('' for the one event of POST /events). */
    evidence: Map<string, Evidence> | null;
  }
}

const tooLarge = (desc: string) => new AppError(413, ERROR_CODES.tooLarge, desc);
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);
const MAX_BY_KIND = { screenshot: SCREENSHOT_MAX_BYTES, html: HTML_MAX_BYTES } as const;

/** How a multipart report is laid out: its JSON part and how file parts name their event. */
interface MultipartShape {
  jsonPart: string;
  jsonMaxBytes: number;
  files: number;
  evidenceOf(partName: string): { key: string; kind: 'screenshot' | 'html' } | null;
}

const SINGLE: MultipartShape = {
  jsonPart: 'event',
  jsonMaxBytes: EVENT_JSON_MAX_BYTES,
  files: 2,
  evidenceOf: (name) => (name === 'screenshot' || name === 'html' ? { key: '', kind: name } : null),
};

const BATCH_FILE = /^(screenshot|html)\.([0-9a-fA-F-]{36})$/;
const BATCH: MultipartShape = {
  jsonPart: 'events',
  jsonMaxBytes: EVENTS_BATCH_JSON_MAX_BYTES,
  files: EVENTS_BATCH_MAX * 2,
  evidenceOf: (name) => {
    const match = BATCH_FILE.exec(name);
    return match
      ? { key: (match[2] as string).toLowerCase(), kind: match[1] as 'screenshot' | 'html' }
      : null;
  },
};

async function readFile(part: MultipartFile, max: number): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413)
      throw tooLarge(`${part.fieldname}: larger than ${size(max)}`);
    throw error;
  }
  if (data.length > max) throw tooLarge(`${part.fieldname}: larger than ${size(max)}`);
  return data;
}

async function readPart(
  shape: MultipartShape,
  part: Multipart,
  found: { json?: string; evidence: Map<string, Evidence> },
) {
  if (part.fieldname === shape.jsonPart) {
    if (part.type === 'file') {
      found.json = (await readFile(part, shape.jsonMaxBytes)).toString('utf8');
    } else {
      if (part.valueTruncated) throw tooLarge(`${shape.jsonPart}: larger than ${size(shape.jsonMaxBytes)}`);
      found.json = String(part.value);
    }
    return;
  }
  const target = part.type === 'file' ? shape.evidenceOf(part.fieldname) : null;
  if (!target || part.type !== 'file') throw badRequest(EXTENSION_MESSAGES.unknownPart(part.fieldname));
  const evidence = found.evidence.get(target.key) ?? {};
  evidence[target.kind] = await readFile(part, MAX_BY_KIND[target.kind]);
  found.evidence.set(target.key, evidence);
}

/**
 * A preValidation hook: a multipart body is read here, its JSON part becomes the body that the route
 * schema then validates, and its files wait on the request. A JSON body passes unchanged.
 */
function multipartReader(shape: MultipartShape) {
  return async function readMultipart(request: FastifyRequest) {
    request.evidence = new Map();
    if (!request.isMultipart()) return;
    const found: { json?: string; evidence: Map<string, Evidence> } = { evidence: request.evidence };
    const limits = {
      fields: 1,
      files: shape.files,
      parts: shape.files + 1,
      fieldSize: shape.jsonMaxBytes,
      fileSize: Math.max(SCREENSHOT_MAX_BYTES, HTML_MAX_BYTES, shape.jsonMaxBytes),
    };
    try {
      for await (const part of request.parts({ limits })) await readPart(shape, part, found);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Too many parts or fields: the multipart plugin's own limit errors.
      if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge((error as Error).message);
      throw error;
    }
    if (found.json === undefined) throw badRequest(`${shape.jsonPart}: required`);
    try {
      request.body = JSON.parse(found.json);
    } catch {
      throw badRequest(`${shape.jsonPart}: must be JSON`);
    }
  };
}

export const readMultipartEvent = multipartReader(SINGLE);
export const readMultipartBatch = multipartReader(BATCH);
