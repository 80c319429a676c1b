// A fixed piece of work that says how fast this host is, so that a CI run's duration can be judged:
// SHA-256 over 256 MiB, one core. Prints the rate in MB/s (higher is faster).
import { createHash } from 'node:crypto';

const chunk = Buffer.alloc(1024 * 1024, 7);
const started = performance.now();
const hash = createHash('sha256');
for (let i = 0; i < 256; i++) hash.update(chunk);
hash.digest();
const seconds = (performance.now() - started) / 1000;
console.log(`sha256 ${Math.round(256 / seconds)} MB/s`);
