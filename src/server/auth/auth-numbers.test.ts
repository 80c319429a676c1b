import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_MAX_AGE_SECONDS, DEVICE_TOKENS_PER_PERSON } from './device-tokens';
import { EMAIL_VERIFICATION_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS } from './email-tokens';
import { REFRESH_REUSE_INTERVAL_SECONDS, SESSION_MAX_AGE_SECONDS } from './sessions';

/**
 * How long the account's secrets last, as docs/product.md and docs/security.md state it, spelled out
 * as literals on purpose: every other test derives its times from these constants, so a lifetime
 * changed here alone would pass them all but this one.
 */
describe('the account’s lifetimes', () => {
  it('sessions, reset and verification links, device tokens', () => {
    expect({
      SESSION_MAX_AGE_SECONDS,
      REFRESH_REUSE_INTERVAL_SECONDS,
      PASSWORD_RESET_TTL_SECONDS,
      EMAIL_VERIFICATION_TTL_SECONDS,
      DEVICE_TOKEN_MAX_AGE_SECONDS,
      DEVICE_TOKENS_PER_PERSON,
    }).toStrictEqual({
      // 30 days at most.
      SESSION_MAX_AGE_SECONDS: 2_592_000,
      REFRESH_REUSE_INTERVAL_SECONDS: 10,
      // One hour.
      PASSWORD_RESET_TTL_SECONDS: 3600,
      // 7 days.
      EMAIL_VERIFICATION_TTL_SECONDS: 604_800,
      // 90 days.
      DEVICE_TOKEN_MAX_AGE_SECONDS: 7_776_000,
      DEVICE_TOKENS_PER_PERSON: 10,
    });
  });
});
