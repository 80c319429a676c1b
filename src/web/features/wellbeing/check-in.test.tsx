import { MOOD_NOTE_MAX, wellbeingMessages as m } from '@shared/wellbeing-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toasts } from '@/lib/texts';
import { clearToasts } from '@/lib/toast';
import { expectToast } from '../../../../tests/setup/render-app';
import { formatLongDay } from './days';
import { entry, renderWellbeing, today } from './wellbeing-fixtures.test-utils';
import { wellbeingTexts as t, wellbeingToasts } from './wellbeing-texts';

/** The first find of a file waits for the page's code to compile too. */
const slow = { timeout: 10_000 };

const scale = (legend: string) => screen.getByRole('group', { name: legend });
/** A scale's radio button by its number ("4"; the ends are named with their words too). */
const option = (legend: string, value: number) =>
  within(scale(legend)).getByRole('radio', { name: new RegExp(`^${value}(,|$)`) });
const writes = (calls: ReturnType<typeof renderWellbeing>['calls']) =>
  calls.filter((call) => call.method !== 'GET');

describe('the well-being page', () => {
  it('keeps the spec’s heading, puts the tab in the URL, and is no longer Coming Soon', async () => {
    const { user, router } = renderWellbeing('/wellbeing');
    const main = await screen.findByRole('main', {}, slow);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Well-Being & Energy');
    expect(
      within(main).getByText('Understand your energy and look after yourself between the big waves.'),
    ).toBeInTheDocument();
    expect(within(main).queryByText('Coming Soon')).not.toBeInTheDocument();
    const tabs = within(main).getByRole('tablist', { name: t.tabsLabel });
    const selected = () =>
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => `${tab.textContent}: ${tab.getAttribute('aria-selected')}`);
    expect(selected()).toEqual(['Check-in: true', 'Pulse: false']);
    await user.click(within(tabs).getByRole('tab', { name: t.tabs.pulse }));
    expect(router.state.location.search).toBe('?tab=pulse');
    // The tab follows the URL on the next render: wait for it rather than assume it has come.
    await waitFor(() => expect(selected()).toEqual(['Check-in: false', 'Pulse: true']));
    await user.click(within(tabs).getByRole('tab', { name: t.tabs.checkin }));
    expect(router.state.location.search).toBe('');
    expect(document.title).toBe('Well-Being & Energy - SOS');
  });

  it('teaches what a check-in is when there is none, and says it is private', async () => {
    renderWellbeing('/wellbeing');
    expect(await screen.findByRole('heading', { name: t.emptyTitle }, slow)).toBeInTheDocument();
    expect(screen.getByText(t.empty)).toBeInTheDocument();
    expect(screen.getByText(t.noteHint)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.save })).toBeInTheDocument();
  });

  it('asks each figure as a radio group from 1 to 5 with words at both ends', async () => {
    renderWellbeing('/wellbeing');
    await screen.findByRole('heading', { name: t.checkInTitle }, slow);
    for (const field of ['mood', 'energy', 'stress'] as const) {
      const { legend, low, high } = t.scales[field];
      const radios = within(scale(legend)).getAllByRole('radio');
      expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
      expect(radios[0]).toHaveAccessibleName(`1, ${low}`);
      expect(radios[4]).toHaveAccessibleName(`5, ${high}`);
    }
    expect(t.scales.mood).toMatchObject({ low: 'Very low', high: 'Very good' });
  });

  it('shows the first broken rule in the "Validation Error" toast and sends nothing', async () => {
    const { user, calls } = renderWellbeing('/wellbeing');
    await screen.findByRole('heading', { name: t.checkInTitle }, slow);
    await user.click(option('Mood', 4));
    await user.click(screen.getByRole('button', { name: t.save }));
    await expectToast(toasts.validationError, m.energyInvalid, 'destructive');
    act(() => clearToasts());

    await user.click(option('Energy', 3));
    await user.click(option('Stress', 2));
    fireEvent.change(screen.getByLabelText(t.note), { target: { value: 'x'.repeat(MOOD_NOTE_MAX + 1) } });
    expect(screen.getByText(t.characterCountLabel(MOOD_NOTE_MAX + 1))).toBeInTheDocument();
    expect(screen.getByLabelText(t.note)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: t.save }));
    await expectToast(toasts.validationError, m.noteTooLong, 'destructive');
    expect(writes(calls)).toEqual([]);
  });

  it('saves today’s check-in in the person’s local day, then says a second one replaces it', async () => {
    const { user, calls } = renderWellbeing('/wellbeing');
    await screen.findByRole('heading', { name: t.checkInTitle }, slow);
    expect(screen.getByText(t.today(formatLongDay(today())), { exact: false })).toBeInTheDocument();
    await user.click(option('Mood', 4));
    await user.click(option('Energy', 2));
    await user.click(option('Stress', 5));
    const note = screen.getByLabelText(t.note);
    await user.type(note, 'Long swim');
    expect(screen.getByText(t.characterCountLabel(9))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.save }));

    await expectToast(wellbeingToasts.saved.title, wellbeingToasts.saved.description, 'default');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/api/mood/${today()}`,
        body: { mood: 4, energy: 2, stress: 5, note: 'Long swim' },
      }),
    ]);
    // The history now holds today's entry: the form starts from it and says what saving again does.
    expect(await screen.findByRole('note')).toHaveTextContent(t.replaceNotice);
    expect(screen.getByRole('button', { name: t.replace })).toBeInTheDocument();
    expect(option('Stress', 5)).toBeChecked();
  });

  it('sends an empty note as none', async () => {
    const { user, calls } = renderWellbeing('/wellbeing');
    await screen.findByRole('heading', { name: t.checkInTitle }, slow);
    await user.click(option('Mood', 1));
    await user.click(option('Energy', 1));
    await user.click(option('Stress', 1));
    await user.type(screen.getByLabelText(t.note), '   ');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ mood: 1, energy: 1, stress: 1, note: null });
  });

  it('starts from today’s check-in when there is one, and replaces it', async () => {
    const { user, calls } = renderWellbeing('/wellbeing', {
      entries: [entry(0, [2, 3, 4], 'Tired'), entry(1, [5, 5, 1])],
    });
    expect(await screen.findByRole('note', {}, slow)).toHaveTextContent(t.replaceNotice);
    expect(t.replaceNotice).toBe('You already checked in today. A second check-in replaces the first.');
    expect(option('Mood', 2)).toBeChecked();
    expect(option('Energy', 3)).toBeChecked();
    expect(option('Stress', 4)).toBeChecked();
    expect(screen.getByLabelText(t.note)).toHaveValue('Tired');
    await user.click(option('Mood', 3));
    await user.click(screen.getByRole('button', { name: t.replace }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      path: `/api/mood/${today()}`,
      body: { mood: 3, energy: 3, stress: 4, note: 'Tired' },
    });
  });

  it('reads the trend in plain words once there are enough check-ins', async () => {
    // Fourteen days: the last seven calmer and brighter than the seven before, energy the same.
    const entries = Array.from({ length: 14 }, (_, index) =>
      entry(13 - index, index < 7 ? [2, 3, 4] : [4, 3, 2]),
    );
    renderWellbeing('/wellbeing', { entries });
    const trend = await screen.findByRole('region', { name: t.trendTitle }, slow);
    expect(
      within(trend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your mood is rising.', 'Your energy has been steady.', 'Your stress is falling.']);
    expect(trend).toHaveTextContent(t.trendBasis(7, 7));
  });

  it('says what the trend will read while there are fewer than four check-ins', async () => {
    renderWellbeing('/wellbeing', { entries: [entry(2, [3, 3, 3]), entry(1, [4, 3, 2])] });
    const trend = await screen.findByRole('region', { name: t.trendTitle }, slow);
    expect(trend).toHaveTextContent(t.trendTooFew(2));
    expect(trend).toHaveTextContent(/^Your trendAfter 2 more check-ins, this reads your trend: whether/);
    expect(within(trend).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows 30 or 90 days, as a chart or as a table', async () => {
    const { user } = renderWellbeing('/wellbeing', {
      entries: [entry(40, [1, 2, 3]), entry(3, [4, 4, 2]), entry(0, [5, 4, 1])],
    });
    const history = await screen.findByRole('region', { name: t.historyTitle }, slow);
    expect(within(history).getByRole('img', { name: t.chartLabel(30) })).toBeInTheDocument();
    // The table is there for screen readers while the chart shows.
    const table = within(history).getByRole('table', { name: t.chartLabel(30) });
    expect(table.parentElement).toHaveClass('sr-only');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await user.click(within(history).getByRole('button', { name: t.span(90) }));
    expect(within(history).getByRole('button', { name: t.span(90) })).toHaveAttribute('aria-pressed', 'true');
    expect(within(history).getByRole('button', { name: t.span(30) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(within(history).getByRole('table')).getAllByRole('row')).toHaveLength(4);

    await user.click(within(history).getByRole('button', { name: t.showTable }));
    expect(within(history).queryByRole('img')).not.toBeInTheDocument();
    const shown = within(history).getByRole('table', { name: t.chartLabel(90) });
    expect(shown.parentElement).not.toHaveClass('sr-only');
    await user.click(within(history).getByRole('button', { name: t.showChart }));
    expect(within(history).getByRole('img', { name: t.chartLabel(90) })).toBeInTheDocument();
  });

  it('deletes a day’s check-in after asking', async () => {
    const older = entry(2, [3, 3, 3], 'Quiet day');
    const { user, calls } = renderWellbeing('/wellbeing', { entries: [older, entry(1, [4, 4, 2])] });
    const recent = await screen.findByRole('region', { name: t.recentTitle }, slow);
    expect(within(recent).getByText('Quiet day')).toBeInTheDocument();
    await user.click(within(recent).getByRole('button', { name: t.deleteEntry(formatLongDay(older.day)) }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmDeleteTitle });
    expect(dialog).toHaveTextContent(t.confirmDelete(formatLongDay(older.day)));
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(writes(calls)).toEqual([]);

    await user.click(within(recent).getByRole('button', { name: t.deleteEntry(formatLongDay(older.day)) }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.delete }));
    await expectToast(
      wellbeingToasts.deleted.title,
      wellbeingToasts.deleted.description(formatLongDay(older.day)),
      'default',
    );
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `/api/mood/${older.day}` }),
    ]);
    await waitFor(() => expect(within(recent).queryByText('Quiet day')).not.toBeInTheDocument());
  });
});
