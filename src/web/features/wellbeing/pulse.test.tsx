import { PULSE_QUESTIONS, wellbeingMessages as m } from '@shared/wellbeing-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasts } from '@/lib/texts';
import { expectToast } from '../../../../tests/setup/render-app';
import { formatLongDay } from './days';
import { pulseStatus, renderWellbeing } from './wellbeing-fixtures.test-utils';
import { wellbeingTexts as t, wellbeingToasts } from './wellbeing-texts';

const slow = { timeout: 10_000 };

const question = (key: keyof typeof PULSE_QUESTIONS) =>
  screen.getByRole('group', { name: PULSE_QUESTIONS[key].text });
const choose = async (
  user: ReturnType<typeof renderWellbeing>['user'],
  key: keyof typeof PULSE_QUESTIONS,
  value: number,
) => user.click(within(question(key)).getByRole('radio', { name: new RegExp(`^${value}(,|$)`) }));
const posts = (calls: ReturnType<typeof renderWellbeing>['calls']) =>
  calls.filter((call) => call.method === 'POST');

/** The thanks after answering: a live region, so that it is read out when it replaces the form. */
async function findThanks() {
  const heading = await screen.findByRole('heading', { name: t.answeredTitle }, slow);
  const region = heading.closest<HTMLElement>('[role="status"]');
  if (!region) throw new Error('the thanks are not in a status region');
  return region;
}

/** The pulse of 5 to 11 January 2026. */
const endsOn = formatLongDay('2026-01-11');

describe('the pulse tab', () => {
  it('asks the five questions as radio groups: eNPS from 0 to 10, the others from 1 to 5', async () => {
    renderWellbeing('/wellbeing?tab=pulse');
    expect(await screen.findByRole('heading', { name: t.pulseTitle }, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: t.tabs.pulse })).toHaveAttribute('aria-selected', 'true');
    const enps = within(question('enps')).getAllByRole('radio');
    expect(enps.map((radio) => radio.getAttribute('value'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(enps[0]).toHaveAccessibleName('0, Not at all likely');
    expect(enps[10]).toHaveAccessibleName('10, Extremely likely');
    for (const key of ['workload', 'stress', 'recognition', 'clarity'] as const) {
      const radios = within(question(key)).getAllByRole('radio');
      expect(radios).toHaveLength(5);
      expect(radios[0]).toHaveAccessibleName(`1, ${PULSE_QUESTIONS[key].low}`);
      expect(radios[4]).toHaveAccessibleName(`5, ${PULSE_QUESTIONS[key].high}`);
    }
  });

  it('says what is stored: no name, no time, only that you answered; results for k or more after the close', async () => {
    renderWellbeing('/wellbeing?tab=pulse', {
      pulse: pulseStatus({ settings: { cadence: 'weekly', threshold: 7 } }),
    });
    const stored = await screen.findByRole('region', { name: t.storedTitle }, slow);
    expect(stored).toHaveTextContent(t.storedAnswers);
    expect(stored).toHaveTextContent(t.storedParticipation);
    expect(stored).toHaveTextContent(
      `After the period closes on ${endsOn}, the answers become group results, shown only for groups of at least 7 people, and are deleted.`,
    );
    expect(
      screen.getByText(t.pulsePeriod('weekly', formatLongDay('2026-01-05'), endsOn)),
    ).toBeInTheDocument();
  });

  it('shows the first unanswered question in the "Validation Error" toast and sends nothing', async () => {
    const { user, calls } = renderWellbeing('/wellbeing?tab=pulse');
    await screen.findByRole('heading', { name: t.pulseTitle }, slow);
    await choose(user, 'enps', 8);
    await choose(user, 'workload', 3);
    await user.click(screen.getByRole('button', { name: t.send }));
    await expectToast(toasts.validationError, m.stressAnswerInvalid, 'destructive');
    expect(posts(calls)).toEqual([]);
  });

  it('sends the five answers, then thanks and says when the next pulse opens', async () => {
    const { user, calls } = renderWellbeing('/wellbeing?tab=pulse', {
      extra: {
        'POST /api/pulse/responses': () => ({
          status: 201,
          body: { period: pulseStatus().period, answered: true },
        }),
      },
    });
    await screen.findByRole('heading', { name: t.pulseTitle }, slow);
    await choose(user, 'enps', 0);
    await choose(user, 'workload', 5);
    await choose(user, 'stress', 4);
    await choose(user, 'recognition', 2);
    await choose(user, 'clarity', 1);
    await user.click(screen.getByRole('button', { name: t.send }));
    await expectToast(wellbeingToasts.answered.title, wellbeingToasts.answered.description, 'default');
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: '/api/pulse/responses',
        body: { answers: { enps: 0, workload: 5, stress: 4, recognition: 2, clarity: 1 } },
      }),
    ]);
    const thanks = await findThanks();
    expect(thanks).toHaveTextContent(t.answeredTitle);
    expect(thanks).toHaveTextContent(`The next one opens on ${formatLongDay('2026-01-12')}.`);
    expect(screen.queryByRole('button', { name: t.send })).not.toBeInTheDocument();
    // The dashboard's prompt is asked for again.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/me')).toHaveLength(2));
  });

  it('says kindly that a second answer does not count, without an error', async () => {
    const { user } = renderWellbeing('/wellbeing?tab=pulse', {
      extra: {
        'POST /api/pulse/responses': () => ({
          status: 409,
          body: { error: { code: 'already_answered', message: m.alreadyAnswered } },
        }),
      },
    });
    await screen.findByRole('heading', { name: t.pulseTitle }, slow);
    for (const key of ['enps', 'workload', 'stress', 'recognition', 'clarity'] as const) {
      await choose(user, key, 3);
    }
    await user.click(screen.getByRole('button', { name: t.send }));
    const thanks = await findThanks();
    expect(thanks).toHaveTextContent(t.answeredTitle);
    expect(thanks).toHaveTextContent(t.alreadyAnswered);
    expect(screen.queryByText(toasts.error)).not.toBeInTheDocument();
  });

  it('shows a pulse already answered as answered, with no form', async () => {
    renderWellbeing('/wellbeing?tab=pulse', { pulse: pulseStatus({ answered: true }) });
    const thanks = await findThanks();
    expect(thanks).toHaveTextContent(t.answeredTitle);
    expect(thanks).toHaveTextContent(t.nextOpens(formatLongDay('2026-01-12')));
    expect(thanks).not.toHaveTextContent(t.alreadyAnswered);
    expect(screen.queryByRole('group', { name: PULSE_QUESTIONS.enps.text })).not.toBeInTheDocument();
  });

  it('leads those who read the results to /analytics, and nobody else', async () => {
    const admin = renderWellbeing('/wellbeing?tab=pulse', {
      role: 'admin',
      pulse: pulseStatus({ canReadResults: true }),
    });
    expect(await screen.findByRole('link', { name: t.resultsLink }, slow)).toHaveAttribute(
      'href',
      '/analytics',
    );
    admin.unmount();

    renderWellbeing('/wellbeing?tab=pulse');
    await screen.findByRole('heading', { name: t.pulseTitle });
    expect(screen.queryByRole('link', { name: t.resultsLink })).not.toBeInTheDocument();
  });
});
