// Sign-in (sequential POST /api/auth/token, p50) against one argon2id hash with the server's
// parameters, measured in the same run: the hash is the floor of a sign-in.
import { appBuild, tempDir } from './builds.mjs';
import { createMember, interleave, median, percentile, signIn, signInTimes, startServer } from './lib.mjs';

export const name = 'signin';
export const title = 'Sign-in';
export const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Timings (ms) of `count` argon2id hashes with the server's parameters, in this process. */
export async function argon2Times(count) {
  const { hash } = await import('@node-rs/argon2');
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await hash(`password ${i}`, ARGON2ID);
    times.push(performance.now() - start);
  }
  return times;
}

export async function run({ signIns = 25 } = {}) {
  const build = await appBuild();
  const server = await startServer({ root: build.root, dataDir: tempDir('signin-data') });
  try {
    const { memberEmail } = await createMember(server.base);
    await argon2Times(1);
    await signIn(server.base, memberEmail); // warm-up
    const rounds = 5;
    const per = Math.max(1, Math.round(signIns / rounds));
    const samples = await interleave(rounds, {
      argon2: () => argon2Times(per),
      signIn: () => signInTimes(server.base, memberEmail, per),
    });
    const hashes = samples.argon2.flat();
    const times = samples.signIn.flat();
    const argon = median(hashes);
    const signIn50 = median(times);
    const result = { p50: signIn50, p99: percentile(times, 99) };
    return {
      rows: [
        {
          name: `sign-in p50 (${times.length} sequential) vs one argon2id hash`,
          value: `${result.p50.toFixed(1)} ms`,
          peer: `${argon.toFixed(1)} ms`,
          ratio: result.p50 / argon,
          target: '≤ 1.5×',
          pass: result.p50 / argon <= 1.5,
          note: `sign-in p99 ${result.p99.toFixed(1)} ms; argon2id m=19456 t=2 p=1, median of ${hashes.length}, interleaved in ${rounds} rounds`,
        },
      ],
    };
  } finally {
    await server.stop();
  }
}
