// Landing JavaScript against the React-only floor and against the eager (one-bundle) build; the JS of
// the other pages for reference. Sizes are gzip (level 9) of the built files, so they do not depend on
// timing.
import { allJs, pageAssets, PAGES, readBuild } from './assets.mjs';
import { appBuild, eagerBuild, floorBuild } from './builds.mjs';
import { kib } from './lib.mjs';

const landingVia = {
  entry: 'rendered by the entry without the router; ',
  html: 'prerendered HTML that runs no module for a visitor (decision 011); ',
};

export const name = 'bundle';
export const title = 'Landing JavaScript (gzip)';

export async function run() {
  const [app, floor] = [await appBuild(), await floorBuild()];
  const build = readBuild(app.webDir);
  const floorJs = pageAssets({ ...readBuild(floor.webDir), floor: true }, '/').jsGzip;
  const rows = [];
  const landing = pageAssets(build, '/');
  rows.push({
    name: 'landing `/` JS vs React-only page',
    value: kib(landing.jsGzip),
    peer: kib(floorJs),
    ratio: landing.jsGzip / floorJs,
    target: '≤ 1.15×',
    pass: landing.jsGzip / floorJs <= 1.15,
    note: `${landingVia[landing.via] ?? ''}${landing.js.length} ${landing.via === 'html' ? 'inline scripts' : 'files'}: ${landing.js.map((f) => `${f.file.replace('assets/', '')} ${kib(f.gzip)}`).join(', ')}`,
  });
  rows.push({ name: 'landing `/` CSS', value: kib(landing.cssGzip), note: 'for reference' });
  for (const page of Object.keys(PAGES).filter((p) => p !== '/')) {
    const assets = pageAssets(build, page);
    rows.push({
      name: `${page} JS vs React-only page`,
      value: kib(assets.jsGzip),
      peer: kib(floorJs),
      ratio: assets.jsGzip / floorJs,
      note: `${assets.js.length} files${assets.missing.length ? `; not separate chunks: ${assets.missing.join(', ')}` : ''}`,
    });
  }
  const eager = await eagerBuild();
  const eagerRead = readBuild(eager.webDir);
  const eagerLanding = pageAssets(eagerRead, '/').jsGzip;
  rows.push({
    name: 'landing `/` JS vs eager build (every route in one bundle)',
    value: kib(landing.jsGzip),
    peer: kib(eagerLanding),
    ratio: landing.jsGzip / eagerLanding,
    target: '≤ 0.5×',
    pass: landing.jsGzip / eagerLanding <= 0.5,
    note: `eager build: ${kib(allJs(eagerRead))} of JS in all`,
  });
  return {
    rows,
    facts: {
      landingJsGzip: landing.jsGzip,
      landingCssGzip: landing.cssGzip,
      floorJsGzip: floorJs,
      eagerJsGzip: eagerLanding,
      buildSeconds: (app.buildMs / 1000).toFixed(1),
    },
  };
}
