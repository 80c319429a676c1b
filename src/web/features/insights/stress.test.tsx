import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  hidden,
  owls,
  reef,
  renderInsights,
  section,
  stressOverview,
  stressShown,
  tableRows,
  weeks,
} from './insights-fixtures.test-utils';
import { chartTexts, dayLabel, hiddenTexts, periodLabel, stressTexts as t } from './insights-texts';

/** The first find of a file waits for the page's code to compile too. */
const slow = { timeout: 10_000 };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const periods = weeks(3);
const [first, second, third] = periods.map(periodLabel) as [string, string, string];
const overview = stressOverview({
  periods: [
    {
      ...periods[0]!,
      company: stressShown(3.2, 3.5),
      teams: [{ ...reef, figures: hidden('too_few_respondents') }],
    },
    {
      ...periods[1]!,
      company: stressShown(2.9, 3.1),
      teams: [
        { ...reef, figures: stressShown(2.4, 2.8) },
        { ...owls, figures: hidden('complement_too_small') },
      ],
    },
    {
      ...periods[2]!,
      company: stressShown(2.6, 3),
      teams: [{ ...reef, figures: hidden('too_few_respondents') }],
    },
  ],
  mine: [
    { day: daysAgo(3), stress: 4 },
    { day: daysAgo(1), stress: 2 },
  ],
});

/** The chart of a section, its table and its notes. */
function chartIn(container: HTMLElement, title: string) {
  const image = within(container).getByRole('img', { name: title });
  const figure = image.closest('figure') as HTMLElement;
  const notes = within(figure).queryByRole('list', { name: chartTexts.hiddenNotes });
  return {
    image,
    table: within(figure).getByRole('table', { name: title }),
    notes: notes
      ? within(notes)
          .getAllByRole('listitem')
          .map((item) => item.textContent)
      : [],
  };
}

/** What a table says, each row a line of text: what each point of the chart should say too. */
const pointsOfTable = (rows: string[][]) => {
  const [header, ...body] = rows;
  return body.flatMap(([label, ...cells]) =>
    cells.flatMap((value, index) =>
      Object.values(hiddenTexts).includes(value) || value === chartTexts.noFigure
        ? []
        : [`${header![index + 1]}, ${label}: ${value}`],
    ),
  );
};

describe('Reducing Stress', () => {
  it('keeps the spec’s heading, is no longer Coming Soon, links to the check-in and asks once', async () => {
    const { calls } = renderInsights('/stress', { role: 'member', stress: overview });
    const main = await screen.findByRole('main', {}, slow);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Reducing Personal Stress');
    expect(
      within(main).getByText(
        'Notice pressure early, balance the load and reset before stress turns into burnout.',
      ),
    ).toBeInTheDocument();
    expect(within(main).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: t.checkIn })).toHaveAttribute('href', '/wellbeing');
    expect(await within(main).findByText(t.scale, { exact: false })).toHaveTextContent(t.about);
    expect(document.title).toBe('Reducing Personal Stress - SOS');
    expect(calls.filter((call) => call.path === '/api/stress')).toHaveLength(1);
  });

  it('draws the company’s stress and workload per period, and its table holds the same figures', async () => {
    renderInsights('/stress', { stress: overview });
    const company = section(await screen.findByRole('heading', { name: t.company, level: 2 }, slow));
    const chart = chartIn(company, t.chartOf(t.company));
    const rows = tableRows(chart.table);
    expect(rows).toEqual([
      [chartTexts.period, t.stress, t.workload],
      [first, '3.2', '3.5'],
      [second, '2.9', '3.1'],
      [third, '2.6', '3.0'],
    ]);
    expect(chartPoints(chart.image)).toEqual(expect.arrayContaining(pointsOfTable(rows)));
    expect(chartPoints(chart.image)).toHaveLength(6);
    expect(chart.notes).toEqual([]);
    expect(chart.image).toHaveAccessibleDescription(
      `From ${first} to ${third}. Latest, ${third}: Stress 2.6, Workload 3.0.`,
    );
  });

  it('leaves a gap for each hidden figure, marked and explained, and says why in the table', async () => {
    renderInsights('/stress', { stress: overview });
    const teams = section(await screen.findByRole('heading', { name: t.teams, level: 2 }, slow));
    const reefCard = section(within(teams).getByRole('heading', { name: reef.name, level: 3 }));
    const reefChart = chartIn(reefCard, t.chartOf(reef.name));
    const tooFew = hiddenTexts.too_few_respondents;
    expect(tableRows(reefChart.table).slice(1)).toEqual([
      [first, tooFew, tooFew],
      [second, '2.4', '2.8'],
      [third, tooFew, tooFew],
    ]);
    // Only the shown period is drawn; the two others are gaps with a marker that says why.
    expect(chartPoints(reefChart.image)).toEqual([
      `${t.stress}, ${second}: 2.4`,
      `${t.workload}, ${second}: 2.8`,
    ]);
    expect(reefChart.notes).toEqual([`${first}: ${tooFew}`, `${third}: ${tooFew}`]);
    const markers = [...reefChart.image.querySelectorAll('g > title')].map((title) => title.textContent);
    expect(markers).toEqual([`${first}: ${tooFew}`, `${third}: ${tooFew}`]);

    // A team the caller was not in for a period has no figure there, and no marker: nothing was withheld.
    const owlsCard = section(within(teams).getByRole('heading', { name: owls.name, level: 3 }));
    const owlsChart = chartIn(owlsCard, t.chartOf(owls.name));
    const complement = hiddenTexts.complement_too_small;
    expect(tableRows(owlsChart.table).slice(1)).toEqual([
      [first, chartTexts.noFigure, chartTexts.noFigure],
      [second, complement, complement],
      [third, chartTexts.noFigure, chartTexts.noFigure],
    ]);
    expect(owlsChart.notes).toEqual([`${second}: ${complement}`]);
    expect(chartPoints(owlsChart.image)).toEqual([]);
  });

  it('shows my own check-ins’ stress beside them, said to be private to me', async () => {
    renderInsights('/stress', { stress: overview });
    const mine = section(await screen.findByRole('heading', { name: t.mineTitle, level: 2 }, slow));
    expect(mine).toHaveTextContent(t.private);
    expect(mine).toHaveTextContent(t.mineScale);
    const chart = chartIn(mine, t.mineChart);
    const rows = tableRows(chart.table);
    expect(rows).toEqual([
      [chartTexts.day, t.stress],
      [dayLabel(daysAgo(3)), '4'],
      [dayLabel(daysAgo(1)), '2'],
    ]);
    expect(chartPoints(chart.image)).toEqual(pointsOfTable(rows));
  });

  it('puts a chart’s table on the page with "Show as table", in a region that scrolls by keyboard', async () => {
    const { user } = renderInsights('/stress', { stress: overview });
    const company = section(await screen.findByRole('heading', { name: t.company, level: 2 }, slow));
    const title = t.chartOf(t.company);
    const toggle = within(company).getByRole('button', { name: chartTexts.showTable });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(company).queryByRole('region')).not.toBeInTheDocument();
    expect(within(company).getByRole('table', { name: title }).parentElement).toHaveClass('sr-only');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(chartTexts.hideTable);
    const region = within(company).getByRole('region', { name: chartTexts.tableOf(title) });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: title }).parentElement).toBe(region);

    await user.click(toggle);
    expect(within(company).queryByRole('region')).not.toBeInTheDocument();
  });

  it('teaches when no period has closed yet and I have no check-ins', async () => {
    renderInsights('/stress');
    const main = await screen.findByRole('main', {}, slow);
    expect(await within(main).findByRole('heading', { name: t.noPeriodsTitle })).toBeInTheDocument();
    expect(within(main).getByText(t.noPeriods)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: t.answerPulse })).toHaveAttribute(
      'href',
      '/wellbeing?tab=pulse',
    );
    const mine = section(within(main).getByRole('heading', { name: t.mineTitle }));
    expect(within(mine).getByRole('heading', { name: t.noMineTitle })).toBeInTheDocument();
    expect(within(mine).getByText(t.noMine)).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: t.checkIn })).toHaveAttribute('href', '/wellbeing');
    // Nothing about teams can be said before a period closes.
    expect(within(main).queryByRole('heading', { name: t.teams })).not.toBeInTheDocument();
    expect(within(main).queryByRole('img')).not.toBeInTheDocument();
  });

  it('tells a person in no team how their team’s figures would come', async () => {
    renderInsights('/stress', {
      stress: stressOverview({ periods: [{ ...periods[2]!, company: stressShown(2.6, 3), teams: [] }] }),
    });
    const teams = section(await screen.findByRole('heading', { name: t.teams, level: 2 }, slow));
    expect(within(teams).getByRole('heading', { name: t.noTeamsTitle, level: 3 })).toBeInTheDocument();
    expect(within(teams).getByText(t.noTeams)).toBeInTheDocument();
    expect(within(teams).getByRole('link', { name: t.findTeam })).toHaveAttribute('href', '/teams');
    expect(screen.getByRole('img', { name: t.chartOf(t.company) })).toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and asks again', async () => {
    let answers = 0;
    const { user } = renderInsights('/stress', {
      extra: {
        'GET /api/stress': () => {
          answers += 1;
          return answers === 1
            ? { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong.' } } }
            : { body: overview };
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent(t.loadFailed);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: t.company })).toBeInTheDocument();
  });
});
