import { modelFailureMessages } from '@shared/companion-messages';
import type { Companion, CompanionEvent } from '@shared/contract/companion';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTexts } from '@/components/companion/answer-view';
import { eventStream, meOf, mockApi, renderApp, testSession } from '../../../../tests/setup/render-app';
import { companionTexts as t } from './companion-texts';

const goalId = 'd0d0d0d0-0000-4000-8000-000000000001';
const sources: CompanionEvent = {
  type: 'sources',
  sources: [{ n: 1, kind: 'goal', title: 'Ship the tide app', href: `/goals/${goalId}` }],
};

/** The companion page with the model as given, and the ask endpoint answering each question in turn. */
function renderAsk(model: Companion['model'], answers: CompanionEvent[][] = []) {
  const companion: Companion = { nudges: [], mutedKinds: [], model };
  const mocked = mockApi({
    'GET /api/me': () => ({ body: meOf({ role: 'member', nudges: [] }) }),
    'GET /api/companion': () => ({ body: { companion } }),
    'POST /api/companion/ask': () => ({ body: eventStream(answers.shift() ?? [], 5) }),
  });
  return { ...mocked, ...renderApp('/ai-companion', { session: testSession() }) };
}

async function ask(user: ReturnType<typeof renderAsk>['user'], question: string) {
  const field = await screen.findByRole('textbox', { name: t.question });
  await user.type(field, question);
  await user.keyboard('{Control>}{Enter}{/Control}');
}

describe('Ask the Surfer', () => {
  it('streams an answer whose citation links to its source, and sends the turns before with the next question', async () => {
    const { user, calls } = renderAsk({ on: true, off: null }, [
      [
        sources,
        { type: 'text', text: 'Your goal is behind ' },
        { type: 'text', text: 'schedule [1].' },
        { type: 'done' },
      ],
      [sources, { type: 'text', text: 'Check in today [1].' }, { type: 'done' }],
    ]);
    await ask(user, 'How is my goal?');
    const answer = await screen.findByRole('group', { name: t.answerLabel('How is my goal?') });
    expect(await within(answer).findByText(/Your goal is behind schedule/)).toBeInTheDocument();
    expect(
      within(answer).getByRole('link', { name: answerTexts.source(1, 'Ship the tide app') }),
    ).toHaveAttribute('href', `/goals/${goalId}`);
    expect(await within(answer).findByText(answerTexts.sources)).toBeInTheDocument();
    expect(answer).toHaveAttribute('aria-busy', 'false');
    expect(calls.find((call) => call.path === '/api/companion/ask')?.body).toEqual({
      question: 'How is my goal?',
      history: [],
    });

    await ask(user, 'What next?');
    await screen.findByText(/Check in today/);
    expect(calls.filter((call) => call.path === '/api/companion/ask').at(-1)?.body).toEqual({
      question: 'What next?',
      history: [
        { role: 'user', content: 'How is my goal?' },
        { role: 'assistant', content: 'Your goal is behind schedule [1].' },
      ],
    });
    expect(screen.getByRole('textbox', { name: t.question })).toHaveValue('');
  });

  it('says in words why the model gave no whole answer', async () => {
    const { user } = renderAsk({ on: true, off: null }, [
      [
        sources,
        { type: 'text', text: 'Your' },
        { type: 'error', failure: 'timeout', message: modelFailureMessages.timeout },
      ],
      [sources, { type: 'text', text: 'Cut' }],
    ]);
    await ask(user, 'How is my goal?');
    expect(await screen.findByRole('alert')).toHaveTextContent(modelFailureMessages.timeout);
    await ask(user, 'And now?');
    expect(await screen.findByText(/answer was cut off/)).toBeInTheDocument();
  });

  it('refuses an empty question with the rule’s words, sending nothing', async () => {
    const { user, calls } = renderAsk({ on: true, off: null });
    await screen.findByRole('textbox', { name: t.question });
    await user.click(screen.getByRole('button', { name: t.ask }));
    expect(await screen.findByText('Write your question')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/companion/ask')).toBe(false);
  });

  it('says how to turn the model on when the server has none, and that the admin turned it off otherwise', async () => {
    renderAsk({ on: false, off: 'not_configured' });
    expect(await screen.findByRole('heading', { name: t.offTitle })).toBeInTheDocument();
    expect(screen.getByText(/AI_BASE_URL=/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.question })).toBeNull();
  });

  it('says the company’s admin turned it off', async () => {
    renderAsk({ on: false, off: 'turned_off' });
    expect(await screen.findByText(t.turnedOff)).toBeInTheDocument();
    expect(screen.queryByText(/AI_BASE_URL=/)).toBeNull();
  });
});
