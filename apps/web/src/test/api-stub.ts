import { type Call, callPath } from '@baitwatch/contracts/common/call';
import { vi } from 'vitest';

/** One answer of the stubbed API: the call it answers (its path parameters filled), and what it says. */
export interface StubbedAnswer {
  call: Pick<Call, 'method' | 'path'>;
  params?: Readonly<Record<string, unknown>>;
  status?: number;
  body: unknown;
}

/**
 * Answers the console's API calls in a component test, by method and path, from the calls' own
 * definitions; any other call is a 404. Returns the requests made, for the test to read.
 */
export function stubApi(answers: readonly StubbedAnswer[]): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input.clone());
      const path = new URL(input.url).pathname;
      const answer = answers.find(
        (a) => a.call.method === input.method && callPath(a.call, a.params) === path,
      );
      return new Response(JSON.stringify(answer ? answer.body : { message: 'Not Found', errors: [] }), {
        status: answer ? (answer.status ?? 200) : 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requests;
}
