import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { isIgnoredFeedError } from './feed-errors.ts';

describe('feed errors', () => {
  it('ignores "Invalid customer id", as message or in the error list', () => {
    expect(isIgnoredFeedError(new ApiError(400, 'Invalid customer id'))).toBe(true);
    expect(
      isIgnoredFeedError(new ApiError(400, 'Bad', [{ code: 'VALIDATION', desc: 'Invalid customer id' }])),
    ).toBe(true);
  });

  it('keeps every other failure', () => {
    expect(isIgnoredFeedError(new ApiError(500, 'Internal Server Error. Please Contact Administrator'))).toBe(
      false,
    );
    expect(isIgnoredFeedError(new Error('Invalid customer id'))).toBe(false);
  });
});
