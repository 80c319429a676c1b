import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  hidden,
  insights,
  owls,
  reef,
  renderInsights,
  scores,
  section,
  segment,
  tableRows,
  weeks,
} from './insights-fixtures.test-utils';
import { chartTexts, hiddenTexts, insightsTexts as t, periodLabel, scoreNames } from './insights-texts';

/** The first find of a file waits for the page's code to compile too. */
const slow = { timeout: 10_000 };

/** The text as people read it: the percentages' no-break space as a space. */
const read = (rows: string[][]) => rows.map((row) => row.map((cell) => cell.replace(/\u00a0/g, ' ')));

const periods = weeks(3);
const [first, second, third] = periods.map(periodLabel) as [string, string, string];
const tooFew = hiddenTexts.too_few_respondents;
const complement = hiddenTexts.complement_too_small;

const company = segment({
  members: 10,
  answered: [8, 6, 7],
  figures: [
    scores(12, 3.1, 2.8, 3.9, 4.1, 8),
    scores(-5, 3.4, 3.2, 3.5, 3.8, 6),
    scores(20, 2.9, 2.5, 4, 4.2, 7),
  ],
  goals: { openGoals: 4, progress: 0.42 },
  recognition: { members: 10, recognised: 6, breadth: 0.6 },
});
const reefCrew = {
  ...reef,
  ...segment({
    members: 6,
    answered: [5, null, 5],
    figures: [
      scores(30, 3, 2.6, 4.1, 4.3, 5),
      hidden('too_few_respondents'),
      scores(10, 3.3, 3, 3.7, 3.9, 5),
    ],
    goals: { openGoals: 2, progress: 0.5 },
    recognition: { members: 6, recognised: 3, breadth: 0.5 },
  }),
};
const nightOwls = {
  ...owls,
  ...segment({
    members: 4,
    answered: [null, null, null],
    figures: [hidden('complement_too_small'), hidden('too_few_respondents'), hidden('too_few_respondents')],
    goals: { openGoals: 0, progress: null },
    recognition: { members: 4, recognised: 0, breadth: 0 },
  }),
};
const admins = insights({ scope: 'company', threshold: 5, periods, company, teams: [reefCrew, nightOwls] });

/** A chart's table by its title, with the chart it sits beside. */
function chart(title: string) {
  const image = screen.getByRole('img', { name: title });
  const figure = image.closest('figure') as HTMLElement;
  return { image, rows: read(tableRows(within(figure).getByRole('table', { name: title }))) };
}

/** Each figure of a table, as the chart's point for it says it. */
const pointsOfTable = (rows: string[][]) => {
  const [header, ...body] = rows;
  return body.flatMap(([label, ...cells]) =>
    cells.flatMap((value, index) =>
      Object.values(hiddenTexts).includes(value) ? [] : [`${header![index + 1]}, ${label}: ${value}`],
    ),
  );
};

const tableNamed = (name: string) => read(tableRows(screen.getByRole('table', { name })));

describe('Insights & Analytics', () => {
  it('tells a member who is neither admin nor lead who sees Insights, without an error', async () => {
    const { calls } = renderInsights('/analytics', {
      role: 'member',
      answer: {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Only admins and team leads can read pulse results.' } },
      },
    });
    const main = await screen.findByRole('main', {}, slow);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Insights & Analytics');
    expect(
      within(main).getByText('See how engaged, productive and healthy your teams are, and where to act.'),
    ).toBeInTheDocument();
    expect(
      await within(main).findByRole('heading', { name: t.forbiddenTitle, level: 2 }),
    ).toBeInTheDocument();
    expect(within(main).getByText(t.forbidden)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: t.seeStress })).toHaveAttribute('href', '/stress');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Only admins and team leads can read pulse results/)).not.toBeInTheDocument();
    expect(within(main).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/insights')).toHaveLength(1);
  });

  it('shows an admin the company’s participation, eNPS and scores, tables and charts alike, in one request', async () => {
    const { calls } = renderInsights('/analytics', { answer: { body: admins } });
    const select = await screen.findByRole('combobox', { name: t.segment }, slow);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.company, reef.name, owls.name]);
    expect(select).toHaveValue('company');
    expect(screen.getByText(t.scopeCompany)).toBeInTheDocument();
    expect(screen.getByText(t.threshold(5))).toBeInTheDocument();

    const participation = chart(t.participationOf(t.company));
    expect(participation.rows).toEqual([
      [chartTexts.period, t.participation],
      [first, '80 %'],
      [second, '60 %'],
      [third, '70 %'],
    ]);
    const enps = chart(t.enpsOf(t.company));
    expect(enps.rows).toEqual([
      [chartTexts.period, t.enps],
      [first, '+12'],
      [second, '-5'],
      [third, '+20'],
    ]);
    const five = chart(t.scoresOf(t.company));
    expect(five.rows).toEqual([
      [chartTexts.period, scoreNames.workload, scoreNames.stress, scoreNames.recognition, scoreNames.clarity],
      [first, '3.1', '2.8', '3.9', '4.1'],
      [second, '3.4', '3.2', '3.5', '3.8'],
      [third, '2.9', '2.5', '4.0', '4.2'],
    ]);
    for (const { image, rows } of [participation, enps, five]) {
      const drawn = chartPoints(image).map((text) => text.replace(/\u00a0/g, ' '));
      expect(drawn.toSorted()).toEqual(pointsOfTable(rows).toSorted());
    }
    expect(five.image).toHaveAccessibleDescription(
      `From ${first} to ${third}. Latest, ${third}: Workload 2.9, Stress 2.5, Recognition 4.0, Clarity 4.2.`,
    );
    expect(screen.getByText(t.scoresScale)).toBeInTheDocument();
    expect(screen.getByText(t.enpsScale)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/insights'))).toHaveLength(1);
    expect(calls.map((call) => call.path)).toEqual(['/api/me', '/api/insights']);
  });

  it('switches the charts to a team with the select, keeps it in the URL, and marks its hidden figures', async () => {
    const { user, router } = renderInsights('/analytics', { answer: { body: admins } });
    const select = await screen.findByRole('combobox', { name: t.segment }, slow);
    await user.selectOptions(select, reef.name);
    expect(router.state.location.search).toBe(`?team=${reef.id}`);
    expect(screen.queryByRole('img', { name: t.scoresOf(t.company) })).not.toBeInTheDocument();

    const participation = chart(t.participationOf(reef.name));
    expect(participation.rows.slice(1)).toEqual([
      [first, '83 %'],
      [second, tooFew],
      [third, '83 %'],
    ]);
    const five = chart(t.scoresOf(reef.name));
    expect(five.rows.slice(1)).toEqual([
      [first, '3.0', '2.6', '4.1', '4.3'],
      [second, tooFew, tooFew, tooFew, tooFew],
      [third, '3.3', '3.0', '3.7', '3.9'],
    ]);
    expect(chartPoints(five.image)).toHaveLength(8);
    const notes = within(five.image.closest('figure')!).getByRole('list', { name: chartTexts.hiddenNotes });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${second}: ${tooFew}`]);

    // A link to a team's figures opens on them; back to the company clears the URL.
    await user.selectOptions(select, t.company);
    expect(router.state.location.search).toBe('');
    expect(chart(t.enpsOf(t.company)).rows.at(-1)).toEqual([third, '+20']);
  });

  it('opens on the team a link names', async () => {
    renderInsights(`/analytics?team=${owls.id}`, { answer: { body: admins } });
    expect(await screen.findByRole('combobox', { name: t.segment }, slow)).toHaveValue(owls.id);
    const enps = chart(t.enpsOf(owls.name));
    expect(enps.rows.slice(1)).toEqual([
      [first, complement],
      [second, tooFew],
      [third, tooFew],
    ]);
    expect(chartPoints(enps.image)).toEqual([]);
    expect(enps.image).toHaveAccessibleDescription(`From ${first} to ${third}. Every figure is hidden.`);
  });

  it('maps stress by team and period, hidden cells hatched with their reason and a legend', async () => {
    renderInsights('/analytics', { answer: { body: admins } });
    const region = await screen.findByRole('region', { name: t.heatmapTable }, slow);
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: t.heatmapTable });
    expect(read(tableRows(table))).toEqual([
      [t.team, first, second, third],
      [t.company, '2.8', '3.2', '2.5'],
      [reef.name, '2.6', tooFew, '3.0'],
      [owls.name, complement, tooFew, tooFew],
    ]);
    const owlsRow = within(table).getByRole('row', { name: new RegExp(`^${owls.name}`) });
    const cells = within(owlsRow).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('title', complement);
    expect(cells[0]).toHaveAccessibleName(complement);
    expect(cells[1]).toHaveAttribute('title', tooFew);
    expect(cells[1]).toHaveAccessibleName(tooFew);
    const heatmap = section(screen.getByRole('heading', { name: t.heatmap }));
    expect(heatmap).toHaveTextContent(t.heatmapScale);
    // The legend says what each kind of hatched cell means.
    const legend = within(heatmap).getAllByRole('list').at(-1)!;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([tooFew, complement]);
  });

  it('shows goal progress and recognition’s breadth by team, as bars and as tables', async () => {
    renderInsights('/analytics', { answer: { body: admins } });
    await screen.findByRole('heading', { name: t.goals }, slow);
    expect(tableNamed(t.goals)).toEqual([
      [t.team, t.goalsColumns.progress, t.goalsColumns.open],
      [t.company, '42 %', '4'],
      [reef.name, '50 %', '2'],
      [owls.name, t.noGoals, '0'],
    ]);
    const { breadth, recognised, members } = t.recognitionColumns;
    expect(tableNamed(t.recognition)).toEqual([
      [t.team, breadth, recognised, members],
      [t.company, '60 %', '6', '10'],
      [reef.name, '50 %', '3', '6'],
      [owls.name, '0 %', '0', '4'],
    ]);
    // The bars draw the same shares.
    const goals = section(screen.getByRole('heading', { name: t.goals }));
    const widths = [...goals.querySelectorAll<HTMLElement>('.bg-primary')].map((bar) => bar.style.width);
    expect(widths).toEqual(['42%', '50%']);
  });

  it('shows a lead their teams only, without the company', async () => {
    renderInsights('/analytics', {
      role: 'member',
      answer: { body: insights({ scope: 'teams', periods, company: null, teams: [reefCrew] }) },
    });
    const select = await screen.findByRole('combobox', { name: t.segment }, slow);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([reef.name]);
    expect(screen.getByText(t.scopeTeams)).toBeInTheDocument();
    expect(chart(t.participationOf(reef.name)).rows.at(1)).toEqual([first, '83 %']);
    expect(tableNamed(t.heatmapTable).map(([name]) => name)).toEqual([t.team, reef.name]);
    expect(tableNamed(t.goals).map(([name]) => name)).toEqual([t.team, reef.name]);
  });

  it('teaches when no period has closed yet, and still shows goals and recognition', async () => {
    renderInsights('/analytics', {
      answer: {
        body: insights({
          company: segment({ goals: { openGoals: 1, progress: 0.25 } }),
          teams: [],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: t.noPeriodsTitle }, slow)).toBeInTheDocument();
    expect(screen.getByText(t.noPeriods)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(tableNamed(t.goals)).toEqual([
      [t.team, t.goalsColumns.progress, t.goalsColumns.open],
      [t.company, '25 %', '1'],
    ]);
    expect(screen.getAllByText(t.noTeams)).toHaveLength(2);
  });
});
