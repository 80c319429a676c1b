import { apiErrors, type ErrorCode } from '../shared/contract/errors';

/**
 * Why something the caller asked for cannot be done, in the contract's words: a code of
 * src/shared/contract/errors.ts and a human sentence. Data functions and guards throw it; the HTTP
 * layer alone (http/errors.ts) turns it into an answer.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  /** Every broken rule of a rejected input, for validation_failed. */
  readonly issues: { path: string; message: string }[] | undefined;
  /** For rate_limited: how long until the window that refused the call ends. */
  readonly retryAfterSeconds: number | undefined;
  /** For stale_version: the newer document, as the endpoint's success answer gives it. */
  readonly newer: unknown;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      issues?: { path: string; message: string }[];
      retryAfterSeconds?: number;
      newer?: unknown;
    } = {},
  ) {
    // An answer to the caller, not a fault: nothing reads its stack, and capturing one would cost
    // more than the rest of a small request's answer.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(options.message ?? apiErrors[code].message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'DomainError';
    this.code = code;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.newer = options.newer;
  }

  /** The status the contract gives this code. */
  get status(): number {
    return apiErrors[this.code].status;
  }
}

/** A 400 on one field, as the shared rules word it. */
export const invalidInput = (path: string, message: string) =>
  new DomainError('validation_failed', { message, issues: [{ path, message }] });
