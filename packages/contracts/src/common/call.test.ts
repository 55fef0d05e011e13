import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callPath, defineCall, pathParameterNames } from './call.ts';

const call = defineCall({
  method: 'GET',
  path: '/v1/portal/customers/{customerId}/users/{userId}',
  access: 'signedIn',
  params: z.object({ customerId: z.coerce.number(), userId: z.string() }),
  response: null,
});

describe('callPath', () => {
  it('fills each path parameter, written as one path segment', () => {
    expect(callPath(call, { customerId: 7, userId: 'a/b c' })).toBe('/v1/portal/customers/7/users/a%2Fb%20c');
  });

  it('refuses a missing parameter rather than sending a path that names something else', () => {
    expect(() => callPath(call, { customerId: 7 })).toThrow('no value for {userId}');
  });

  it('leaves a path without parameters as it is', () => {
    expect(callPath({ path: '/v1/auth/me' })).toBe('/v1/auth/me');
  });

  it('names the parameters in order', () => {
    expect(pathParameterNames(call)).toEqual(['customerId', 'userId']);
  });
});
