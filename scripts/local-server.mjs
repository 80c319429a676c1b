// What the scripts that start the built server share: a free port on loopback, and every rate limit
// raised so that a script's many sign-ups and sign-ins from 127.0.0.1 are not refused.
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** `RATE_LIMIT_<NAME>` for every limit of the server (src/server/env.ts), each set to `rule`. */
export const raisedRateLimits = (rule) =>
  Object.fromEntries(
    [
      'SIGN_IN_PER_IP',
      'SIGN_IN_FAILURES_PER_ACCOUNT',
      'SIGN_UP_PER_IP',
      'REFRESH_PER_IP',
      'JOIN_REQUESTS_PER_USER',
      'JOIN_REQUESTS_PER_IP',
    ].map((name) => [`RATE_LIMIT_${name}`, rule]),
  );
