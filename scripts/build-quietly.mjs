// `npm start`'s build: `npm run build` with its output held back, so that the server's own lines come
// first. One line says it is done; if the build fails, everything it printed follows, and its exit code.
import { spawn } from 'node:child_process';

const started = performance.now();
const build = spawn('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
const output = [];
build.stdout.on('data', (chunk) => output.push(chunk));
build.stderr.on('data', (chunk) => output.push(chunk));
build.on('close', (code, signal) => {
  if (code === 0) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Built SOS in ${seconds} s (npm run build shows the details).`);
    return;
  }
  process.stderr.write(Buffer.concat(output));
  console.error(`The build failed (${signal ?? `exit code ${code}`}); its output is above.`);
  process.exit(code || 1);
});
