import { describe, expect, it } from 'vitest';

/**
 * The web app's own numbers (the trend's window, how early a session is refreshed, the phone's width…),
 * spelled out as literals on purpose, as src/shared/product-numbers.test.ts does for the modules': the
 * tests of each number derive it from its constant, so a number changed in its file would pass them
 * all but this one. They are found, not listed: every UPPER_CASE export of the app's source whose value
 * is a number literal, so a new one fails here until it is written down too.
 */
const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.test-utils.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

function numbersOfSources(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const [file, text] of Object.entries(sources)) {
    for (const [, name, literal] of text.matchAll(/^export const ([A-Z][A-Z0-9_]*) = (-?[0-9][0-9_.]*);/gm)) {
      found[`${file.slice(2)} ${name!}`] = Number(literal!.replaceAll('_', ''));
    }
  }
  return found;
}

describe('the web app’s numbers', () => {
  it('reads the source of every module of the app', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(sources['./lib/use-mobile.ts']).toContain('MOBILE_BREAKPOINT');
  });

  it('are these, and no other', () => {
    expect(numbersOfSources()).toStrictEqual({
      'components/chart-marks.tsx SPREAD': 11,
      'components/ui/sidebar.tsx SIDEBAR_COOKIE_MAX_AGE': 604800,
      'features/auth/sso-parts.tsx SSO_LOOKUP_DELAY_MS': 400,
      'features/insights/insights-texts.ts MINE_DAYS': 90,
      'features/wellbeing/trend.ts STEADY_WITHIN': 0.5,
      'features/wellbeing/trend.ts TREND_MIN_ENTRIES': 4,
      'features/wellbeing/trend.ts TREND_WINDOW': 7,
      'lib/session-client.ts REFRESH_MARGIN_MS': 90_000,
      'lib/session-client.ts TICK_INTERVAL_MS': 30_000,
      'lib/use-mobile.ts MOBILE_BREAKPOINT': 768,
    });
  });
});
