import { describe, expect, it } from 'vitest';
import { escapeForSlack, plainText, readKudosText, takeValueTag } from './slack-text';

describe('a /kudos text as Slack sends it', () => {
  it('reads the mentions at the start, Slack’s and typed ones, and leaves the rest', () => {
    expect(readKudosText('<@U01ANA|ana> <@W02BO>  @Cy.Rivera, @zoë: thanks @later', 7)).toEqual({
      mentions: [
        { kind: 'slack', slackUserId: 'U01ANA', label: '<@U01ANA>' },
        { kind: 'slack', slackUserId: 'W02BO', label: '<@W02BO>' },
        { kind: 'name', key: 'cy.rivera', label: '@Cy.Rivera' },
        { kind: 'name', key: 'zoë', label: '@zoë' },
      ],
      rest: ' thanks @later',
    });
    expect(readKudosText('thanks <@U01ANA>', 7)).toEqual({ mentions: [], rest: 'thanks <@U01ANA>' });
    // A lone @ or punctuation is no name: the message starts there.
    expect(readKudosText('@ana @, hi', 7).mentions).toHaveLength(1);
  });

  it('stops after the number asked for, so that a flood of mentions costs nothing', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `@p${i}`).join(' ');
    expect(readKudosText(text, 7).mentions).toHaveLength(7);
  });

  it('undoes Slack’s escapes in a typed name, and escapes its label again', () => {
    expect(readKudosText('@o&amp;neil&lt;3 hi', 7).mentions).toEqual([
      { kind: 'name', key: 'o&neil<3', label: '@o&amp;neil&lt;3' },
    ]);
  });

  it('turns mentions, channels, links and escapes into the plain text they show', () => {
    expect(
      plainText(
        ' thanks <@U1|ana>, <@U2> in <#C1|general> and <#C2>: <https://x.test/a?b=1&amp;c=2|the fix> <mailto:a@b.test> <!here> <!subteam^S1|@crew> &lt;3 &amp;amp; ',
      ),
    ).toBe('thanks @ana, @U2 in #general and #C2: the fix mailto:a@b.test @here @crew <3 &amp;');
  });

  it('takes the first #tag that names a value, any case or punctuation, with the space before it', () => {
    const values = [{ name: 'Customer first' }, { name: 'Ownership' }];
    expect(takeValueTag('great #call #Customer-First, again #ownership', values)).toEqual({
      value: values[0],
      message: 'great #call, again #ownership',
    });
    // Punctuation after the tag is the sentence's: it stays.
    expect(takeValueTag('What a wave #OWNERSHIP! thanks', values)).toEqual({
      value: values[1],
      message: 'What a wave! thanks',
    });
    expect(takeValueTag('#ownership thanks', values)).toEqual({ value: values[1], message: 'thanks' });
    expect(takeValueTag('no#ownership here #', values)).toEqual({
      value: null,
      message: 'no#ownership here #',
    });
    // A value whose name has no letter or digit cannot be named by a tag of punctuation.
    expect(takeValueTag('thanks #!', [{ name: '🌊' }])).toEqual({ value: null, message: 'thanks #!' });
  });

  it('escapes the three characters Slack reads as markup', () => {
    expect(escapeForSlack('<!channel> & <@U1>')).toBe('&lt;!channel&gt; &amp; &lt;@U1&gt;');
  });
});
