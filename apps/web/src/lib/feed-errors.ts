import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { ApiError } from './api-error.ts';

/** The spec ignores "Invalid customer id" in both feeds: the list just stays empty (spec doc 1 §8). */
export function isIgnoredFeedError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.message === MESSAGES.invalidCustomerId ||
    error.errors.some((e) => e.desc === MESSAGES.invalidCustomerId)
  );
}
