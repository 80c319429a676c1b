import { Writable } from 'node:stream';
import pino from 'pino';

/** A logger whose JSON lines land in `lines`, to see what the server logged. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ base: undefined }, sink), lines };
}
