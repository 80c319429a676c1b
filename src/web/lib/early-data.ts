/**
 * The GET requests a member's page makes first (app-pages.ts: `firstData`), sent by the page's head
 * script as its HTML arrives, with the stored session's token (decision 052): the person's data is on
 * its way while the page's code loads, rather than after it has run. The API client takes an answer
 * here, once, for a request to the same address with the same token.
 */
export const EARLY_DATA = 'sosEarlyData';

export interface EarlyData {
  token: string;
  answers: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    [EARLY_DATA]?: EarlyData;
  }
}

/**
 * The head script's answer to GET `url` asked with `token`, if it asked for it and it succeeded;
 * undefined otherwise (the caller asks itself: an expired token then gets its refresh and retry).
 */
export async function takeEarlyAnswer(url: string, token: string): Promise<Response | undefined> {
  const early = typeof window === 'undefined' ? undefined : window[EARLY_DATA];
  const answer = early?.token === token ? early.answers[url] : undefined;
  if (!answer) return undefined;
  delete early?.answers[url];
  try {
    const response = await answer;
    return response.ok ? response : undefined;
  } catch {
    return undefined;
  }
}
