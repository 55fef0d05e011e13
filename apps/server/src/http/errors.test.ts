import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { installErrorHandler } from './errors.ts';

// A deadlock or serialization failure that reaches a route (a single statement, or a transaction that
// lost its every try) did nothing: the caller is told to try again, not that the server failed.

describe('the error handler', () => {
  it('answers a transient conflict 503 with Retry-After, and any other database failure 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    const failing = (code: string) => () => {
      throw new Error('Failed query: insert ...', { cause: Object.assign(new Error('x'), { code }) });
    };
    app.get('/deadlock', failing('40P01'));
    app.get('/serialization', failing('40001'));
    app.get('/check', failing('23514'));

    for (const url of ['/deadlock', '/serialization']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({
        errors: [{ code: ERROR_CODES.unavailable, desc: MESSAGES.serviceUnavailable }],
        message: MESSAGES.serviceUnavailable,
      });
    }
    const other = await app.inject({ url: '/check' });
    expect(other.statusCode).toBe(500);
    expect(other.json().errors[0].desc).toBe(MESSAGES.internalError);
  });
});
