import type { MoodEntry } from '@shared/contract/wellbeing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatShortDay } from './days';
import { MoodChart } from './mood-chart';
import { wellbeingTexts as t } from './wellbeing-texts';

const checkIn = (day: string, mood: number, energy: number, stress: number): MoodEntry => ({
  day,
  mood,
  energy,
  stress,
  note: null,
  updatedAt: `${day}T08:00:00.000Z`,
});

// The first day of a 30-day span to 30 January, the 15th and the last.
const entries = [
  checkIn('2026-01-01', 1, 2, 5),
  checkIn('2026-01-15', 3, 3, 3),
  checkIn('2026-01-30', 5, 4, 1),
];

describe('the check-ins chart', () => {
  it('draws each figure’s check-ins across the span’s days and up the scale from 1 to 5', () => {
    render(<MoodChart entries={entries} days={30} today="2026-01-30" asTable={false} />);
    const chart = screen.getByRole('img', { name: t.chartLabel(30) });
    expect(chart).toHaveAccessibleDescription(t.chartSummary(3, 30));
    const [mood, energy, stress] = [...chart.querySelectorAll('polyline')].map((line) =>
      line.getAttribute('points'),
    );
    // 600 × 112 with 8 of room at each side: day 1 at x 8, day 30 at x 592; 5 at y 8, 1 at y 104.
    expect(mood).toBe(`8,104 ${8 + (584 * 14) / 29},56 592,8`);
    expect(energy?.split(' ').map((point) => point.split(',')[1])).toEqual(['80', '56', '32']);
    expect(stress?.split(' ').map((point) => point.split(',')[1])).toEqual(['8', '56', '104']);
  });

  it('keeps mood and energy apart where they are equal, each with its own mark', () => {
    render(
      <MoodChart entries={[checkIn('2026-01-30', 4, 4, 2)]} days={30} today="2026-01-30" asTable={false} />,
    );
    const chart = screen.getByRole('img', { name: t.chartLabel(30) });
    const [mood, energy, stress] = [...chart.querySelectorAll('[data-marker]')].map((mark) => ({
      shape: mark.getAttribute('data-marker'),
      at: mark.querySelector('path')!.getAttribute('d'),
    }));
    expect(new Set([mood!.shape, energy!.shape, stress!.shape]).size).toBe(3);
    expect(mood!.at).not.toBe(energy!.at);
    // Stress, lower, needs no room made: it sits on the day itself.
    expect(stress!.at).toBe('M592 80h0');
  });

  it('draws a lone check-in’s figures as levels, not specks', () => {
    render(
      <MoodChart entries={[checkIn('2026-01-15', 3, 2, 4)]} days={30} today="2026-01-30" asTable={false} />,
    );
    const chart = screen.getByRole('img', { name: t.chartLabel(30) });
    const levels = [...chart.querySelectorAll('polyline')].map((line) =>
      line
        .getAttribute('points')!
        .split(' ')
        .map((point) => Number(point.split(',')[0])),
    );
    expect(levels).toHaveLength(3);
    for (const xs of levels) expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThanOrEqual(60);
  });

  it('has a table of the same check-ins, newest first, hidden from sight while the chart shows', () => {
    render(<MoodChart entries={entries} days={30} today="2026-01-30" asTable={false} />);
    const table = screen.getByRole('table', { name: t.chartLabel(30) });
    expect(table.parentElement).toHaveClass('sr-only');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `${t.day}${t.figures.mood}${t.figures.energy}${t.figures.stress}`,
      `${formatShortDay('2026-01-30')}541`,
      `${formatShortDay('2026-01-15')}333`,
      `${formatShortDay('2026-01-01')}125`,
    ]);
    expect(within(table).getAllByRole('rowheader')[0]?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-01-30',
    );
  });

  it('shows the table instead of the chart when asked', () => {
    render(<MoodChart entries={entries} days={30} today="2026-01-30" asTable />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: t.chartLabel(30) }).parentElement).not.toHaveClass('sr-only');
  });

  it('says so when the span holds no check-in', () => {
    render(<MoodChart entries={[]} days={30} today="2026-01-30" asTable />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(t.noEntryInSpan(30))).toBeInTheDocument();
  });
});
