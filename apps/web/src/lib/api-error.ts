export interface ApiErrorItem {
  code: string;
  desc: string;
}

/** A failed API call: the HTTP status (0 when the server was not reached) and the one error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, message: string, errors: ApiErrorItem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/**
 * The spec's generic request handler: the response's error list, else its message, else the raw
 * message of whatever was thrown.
 */
export function errorLines(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.errors.length > 0) return error.errors.map((item) => item.desc);
    return [error.message];
  }
  if (error instanceof Error) return [error.message];
  return [String(error)];
}

export function errorText(error: unknown): string {
  return errorLines(error).join(', ');
}
