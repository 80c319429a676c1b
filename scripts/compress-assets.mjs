// Writes a brotli (.br) and a gzip (.gz) copy beside every hashed asset of a web build, once, at build
// time: the server sends the one the browser accepts (serveStatic's precompressed option), with no
// compression work per request. `npm run build:web` runs it on dist/web; the benchmarks on their builds.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Compresses the assets of the build in `webRoot`; returns the bytes before and after brotli. */
export function compressAssets(webRoot) {
  const assets = path.join(webRoot, 'assets');
  let before = 0;
  let after = 0;
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css|svg)$/.test(name)) continue;
    const file = path.join(assets, name);
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    before += content.length;
    after += brotli.length;
  }
  return { before, after };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { before, after } = compressAssets(path.resolve(import.meta.dirname, '../dist/web'));
  console.log(
    `compressed assets: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with brotli`,
  );
}
