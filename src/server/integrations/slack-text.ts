/**
 * The text of a `/kudos` command as Slack sends it, read into what SOS needs: the people named first,
 * the message after them, and the company value it names. Slack escapes `&`, `<` and `>` in what was
 * typed, and writes mentions, channels and links as `<@U123|name>`, `<#C123|name>`, `<https://…|label>`
 * (api.slack.com/reference/surfaces/formatting): a kudos is plain text in SOS, so these become the
 * words they show.
 */

/** A person named at the start: a Slack mention (`<@U123|ana>`), or a name typed as is (`@ana.lima`). */
export type Mention =
  { kind: 'slack'; slackUserId: string; label: string } | { kind: 'name'; key: string; label: string };

export interface KudosText {
  mentions: Mention[];
  /** Everything after the mentions, as Slack sent it (still escaped). */
  rest: string;
}

const LEADING_MENTION = /^\s*(?:<@([A-Z0-9]+)(?:\|[^<>]*)?>|@([^\s<>]+))/;

/** A name's key as typed: NFC, lower case, without the punctuation that ends a phrase ("@ana,"). */
export const typedNameKey = (name: string) =>
  name
    .replace(/[,;:!?.]+$/, '')
    .normalize('NFC')
    .toLowerCase();

/** The key a person's full name is typed as: lower case, without spaces. */
export const fullNameKey = (fullName: string) => fullName.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** What a value is called as a tag: letters and digits only, lower case ("Customer first" → customerfirst). */
export const valueKey = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Text Slack will show as typed: its three escaped characters escaped (a name could hold `<!channel>`). */
export const escapeForSlack = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Slack's three escapes undone, `&amp;` last so that `&amp;lt;` stays the `&lt;` that was typed. */
const unescapeSlack = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The mentions at the start of the text, `at most` of them (the rest, if any, are left in `rest`: the
 * caller refuses so many), and what follows.
 */
export function readKudosText(text: string, atMost: number): KudosText {
  const mentions: Mention[] = [];
  let rest = text;
  for (
    let match = LEADING_MENTION.exec(rest);
    match && mentions.length < atMost;
    match = LEADING_MENTION.exec(rest)
  ) {
    const [whole, slackUserId, typed] = match;
    if (slackUserId) mentions.push({ kind: 'slack', slackUserId, label: `<@${slackUserId}>` });
    else {
      const name = unescapeSlack(typed ?? '').replace(/[,;:!?.]+$/, '');
      const key = typedNameKey(name);
      if (!key) break;
      mentions.push({ kind: 'name', key, label: escapeForSlack(`@${name}`) });
    }
    rest = rest.slice(whole.length);
  }
  return { mentions, rest };
}

/** What one `<…>` of Slack's shows: a mention's or channel's name, a link's label or address. */
function shownAs(inner: string): string {
  const bar = inner.indexOf('|');
  const target = bar < 0 ? inner : inner.slice(0, bar);
  const label = bar < 0 ? '' : inner.slice(bar + 1);
  if (target.startsWith('@')) return label ? `@${label}` : target;
  if (target.startsWith('#')) return label ? `#${label}` : target;
  // <!here>, <!channel>; <!subteam^S1|@crew> and <!date^…|fallback> carry what they show.
  if (target.startsWith('!')) return label || `@${target.slice(1)}`;
  return label || target;
}

/** Slack's text as plain text: its mentions, channels and links as shown, its escapes undone. */
export function plainText(slackText: string): string {
  return unescapeSlack(slackText.replace(/<([^<>]*)>/g, (_, inner: string) => shownAs(inner))).trim();
}

/**
 * The first `#tag` of the message that names one of the company's values (case, spaces and
 * punctuation aside: `#customer-first`), taken out of the message; other tags stay as they were typed.
 */
export function takeValueTag<V extends { name: string }>(
  message: string,
  values: readonly V[],
): { value: V | null; message: string } {
  for (const match of message.matchAll(/(^|\s)#([^\s#]+)/gu)) {
    const tag = match[2]!.replace(/[,;:!?.]+$/, '');
    const key = valueKey(tag);
    const value = key ? values.find((candidate) => valueKey(candidate.name) === key) : undefined;
    if (!value) continue;
    // The tag goes with the space before it: "great call #ownership, again" → "great call, again".
    const end = match.index + match[1]!.length + 1 + tag.length;
    const without = message.slice(0, match.index) + message.slice(end);
    return { value, message: without.replace(/[ \t]{2,}/g, ' ').trim() };
  }
  return { value: null, message };
}
