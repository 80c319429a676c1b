import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartTexts, hiddenTexts } from '../insights-texts';
import { scoreScale, shareScale } from './figures';
import { LineChart } from './line-chart';

const rows = ['Week 1', 'Week 2', 'Week 3'].map((label) => ({ key: label, label }));

/** Every place across the drawing where something is drawn: marks, lines, uprights. */
function drawnAcross(chart: HTMLElement) {
  const marks = [...chart.querySelectorAll('path')].map((path) =>
    Number(/^M([\d.-]+)/.exec(path.getAttribute('d')!)![1]),
  );
  const lines = [...chart.querySelectorAll('polyline')].map((line) =>
    line
      .getAttribute('points')!
      .split(' ')
      .map((point) => Number(point.split(',')[0])),
  );
  const uprights = [...chart.querySelectorAll('line')]
    .filter((line) => line.getAttribute('y1') !== line.getAttribute('y2'))
    .map((line) => Number(line.getAttribute('x1')));
  return { marks, lines, uprights };
}

describe('the line chart', () => {
  it('draws a withheld period as a gap: no mark, no line through it, its reason said', () => {
    render(
      <LineChart
        title="Stress"
        rows={rows}
        series={[{ name: 'Stress', points: [{ value: 3 }, { hidden: 'too_few_respondents' }, { value: 4 }] }]}
        scale={scoreScale}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Stress' });
    // The middle period's place across, between 12 and 588.
    const gap = 300;
    const { marks, lines, uprights } = drawnAcross(chart);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((x) => Math.abs(x - gap) > 50)).toBe(true);
    expect(uprights).toEqual([]);
    // Each side's lone figure is a short level of its own, and no line runs across the gap.
    expect(lines).toHaveLength(2);
    for (const xs of lines) expect(Math.min(...xs) > gap || Math.max(...xs) < gap).toBe(true);
    // Nothing of the gap sits on the scale: its band, centred on its place, runs the whole height.
    const band = chart.querySelector('[data-gap="Week 2"] rect')!;
    expect(Number(band.getAttribute('x')) + Number(band.getAttribute('width')) / 2).toBe(gap);
    expect(band.getAttribute('y')).toBe('0');
    expect(band.getAttribute('height')).toBe('200');

    const figure = chart.closest('figure')!;
    const reason = hiddenTexts.too_few_respondents;
    expect(chart.querySelector('[data-gap="Week 2"] > title')).toHaveTextContent(`Week 2: ${reason}`);
    expect(
      within(within(figure).getByRole('list', { name: chartTexts.hiddenNotes })).getByRole('listitem'),
    ).toHaveTextContent(`Week 2: ${reason}`);
    expect(
      within(within(figure).getByRole('table', { name: 'Stress' })).getByRole('row', {
        name: `Week 2 ${reason}`,
      }),
    ).toBeInTheDocument();
  });

  it('writes a lone period’s figures beside their marks, on a level across the chart', () => {
    render(
      <LineChart
        title="Participation"
        rows={rows.slice(0, 1)}
        series={[{ name: 'Participation', points: [{ value: 0.8 }] }]}
        scale={shareScale}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Participation' });
    const figure = chart.closest('figure')!;
    expect(figure.querySelector('[data-figure="Participation"]')).toHaveTextContent(/^80\s%$/);
    const [level] = drawnAcross(chart).lines;
    expect(level).toHaveLength(2);
    expect(Math.max(...level!) - Math.min(...level!)).toBeGreaterThanOrEqual(100);
  });

  it('keeps coinciding points of two lines apart, each with its own mark', () => {
    render(
      <LineChart
        title="Stress and workload"
        rows={rows.slice(0, 2)}
        series={[
          { name: 'Stress', points: [{ value: 3 }, { value: 2 }] },
          { name: 'Workload', points: [{ value: 3 }, { value: 4 }] },
        ]}
        scale={scoreScale}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Stress and workload' });
    const marks = [...chart.querySelectorAll('[data-marker]')].map((mark) => ({
      shape: mark.getAttribute('data-marker'),
      at: mark.querySelector('path')!.getAttribute('d'),
    }));
    const [stress, workload] = [marks.slice(0, 2), marks.slice(2)];
    // Where they meet (the first period), the two marks differ in shape and place.
    expect(stress![0]!.shape).not.toBe(workload![0]!.shape);
    expect(stress![0]!.at).not.toBe(workload![0]!.at);
    // Apart (the second), each sits on its period.
    expect(stress![1]!.at!.split(' ')[0]).toBe(workload![1]!.at!.split(' ')[0]);
  });
});
