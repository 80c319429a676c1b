import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, member, PASSWORD } from '../../../tests/setup/fixtures';
import { createTestApp, errorOf } from '../../../tests/setup/test-app';
import type { DocumentVersion } from '../../shared/contract/strategy';
import type { AlternativesTable, Canvas, Persona, Pitch } from '../../shared/contract/value';
import { VALUE_DOCUMENTS_MAX } from '../../shared/limits';
import { valueMessages as m } from '../../shared/value-messages';
import { markdownLiteral, pitchFileName, pitchMarkdown } from './pitch';

const t = await createTestApp();

type Who = { token: string; session: { user: { id: string } } };
const idOf = (who: Who) => who.session.user.id;

const boxes = {
  problem: 'Boards snap in big waves.\nRepairs take weeks.',
  customerSegments: 'Surf schools',
  uniqueValueProposition: 'Boards that last a season of big waves.',
  solution: 'Carbon rails',
  channels: 'Surf shops',
  revenueStreams: 'Sales and a yearly check',
  costStructure: 'Carbon, workshop',
  keyMetrics: 'Boards returned',
  unfairAdvantage: null,
};

const newCanvas = (who: Who, body: Record<string, unknown> = {}) =>
  t.request<{ canvas: Canvas }>(
    'POST',
    '/api/canvases',
    { title: 'Storm boards', boxes, ...body },
    { token: who.token },
  );
const getCanvas = (who: Who, id: string) =>
  t.request<{ canvas: Canvas }>('GET', `/api/canvases/${id}`, undefined, { token: who.token });
const newPersona = (who: Who, body: Record<string, unknown>) =>
  t.request<{ persona: Persona }>('POST', '/api/personas', { title: 'Ana', ...body }, { token: who.token });
const newTable = (who: Who, body: Record<string, unknown>) =>
  t.request<{ table: AlternativesTable }>(
    'POST',
    '/api/alternatives',
    { title: 'Against the rest', criteria: ['Lasts', 'Price'], ...body },
    { token: who.token },
  );

async function teamOf(owner: Who, leadId: string) {
  const team = await t.request<{ team: { id: string } }>(
    'POST',
    '/api/teams',
    { name: `Team ${crypto.randomUUID().slice(0, 8)}`, leadIds: [leadId] },
    { token: owner.token },
  );
  expect(team.status).toBe(201);
  return team.body.team.id;
}

describe('canvases', () => {
  it('are written with nine boxes, listed newest first and read by every member of the company', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const first = await newCanvas(ana, { title: 'First offer' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const made = await newCanvas(ana);
    expect(made.body.canvas).toMatchObject({
      title: 'Storm boards',
      visibility: 'company',
      team: null,
      version: 1,
      boxes,
      uniqueValue: null,
      personas: [],
      tables: [],
      author: { id: idOf(ana) },
      canDelete: true,
    });
    const list = await t.request<{ items: { title: string }[] }>('GET', '/api/canvases', undefined, {
      token: owner.token,
    });
    expect(list.body.items.map((item) => item.title)).toEqual(['Storm boards', 'First offer']);
    const seen = await getCanvas(owner, made.body.canvas.id);
    expect(seen.body.canvas).toMatchObject({ boxes, canDelete: true });
  });

  it('refuse bad input with the rule’s words and change nothing', async () => {
    const owner = await admin(t);
    const blank = await newCanvas(owner, { title: '  ' });
    expect(blank.status).toBe(400);
    expect(errorOf(blank).message).toBe(m.canvasTitleRequired);
    const long = await newCanvas(owner, { boxes: { ...boxes, problem: 'x'.repeat(2001) } });
    expect(long.status).toBe(400);
    expect(errorOf(long).message).toBe(m.boxTooLong);
    const unknown = await newCanvas(owner, { boxes: { ...boxes, extra: 'no' } });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).message).toBe(m.boxesInvalid);
    const none = await t.request(
      'PUT',
      `/api/canvases/${crypto.randomUUID()}`,
      { version: 1, title: 'x' },
      {
        token: owner.token,
      },
    );
    expect(none.status).toBe(400);
    expect(errorOf(none).message).toBe(m.boxesInvalid);
    const list = await t.request<{ items: unknown[] }>('GET', '/api/canvases', undefined, {
      token: owner.token,
    });
    expect(list.body.items).toEqual([]);
  });

  it('answer a stale edit 409 with the newer canvas, and compare two versions box by box', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const made = await newCanvas(owner);
    const id = made.body.canvas.id;
    const mine = await t.request<{ canvas: Canvas }>(
      'PUT',
      `/api/canvases/${id}`,
      { version: 1, title: 'Storm boards', boxes: { ...boxes, channels: 'Online', keyMetrics: 'Returns' } },
      { token: ana.token },
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.canvas.version).toBe(2);
    const stale = await t.request<{ error: { code: string; newer: { canvas: Canvas } } }>(
      'PUT',
      `/api/canvases/${id}`,
      { version: 1, title: 'Storm boards', boxes: { ...boxes, problem: 'Mine' } },
      { token: owner.token },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect(stale.body.error.newer.canvas).toMatchObject({ version: 2, boxes: { channels: 'Online' } });
    expect((await getCanvas(owner, id)).body.canvas.boxes.problem).toBe(boxes.problem);
    const compared = await t.request<{ changed: string[]; from: DocumentVersion; to: DocumentVersion }>(
      'GET',
      `/api/documents/${id}/compare?from=1&to=2`,
      undefined,
      { token: owner.token },
    );
    expect(compared.status, JSON.stringify(compared.body)).toBe(200);
    expect(compared.body.changed).toEqual(['channels', 'keyMetrics']);
  });

  it('of a team are read and written by its members, leads and admins; another team’s reader gets 404', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const outsider = await member(t, owner);
    const teamId = await teamOf(owner, idOf(lead));
    const refused = await newCanvas(outsider, { visibility: 'team', teamId });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(m.notInTeam);
    const made = await newCanvas(lead, { visibility: 'team', teamId });
    expect(made.status).toBe(201);
    expect(made.body.canvas.team).toMatchObject({ id: teamId });
    const id = made.body.canvas.id;
    expect((await getCanvas(owner, id)).status).toBe(200);
    const hidden = await getCanvas(outsider, id);
    expect(hidden.status).toBe(404);
    expect(errorOf(hidden).message).toBe(m.canvasMissing);
    const edit = await t.request(
      'PUT',
      `/api/canvases/${id}`,
      { version: 1, title: 'Mine', boxes },
      {
        token: outsider.token,
      },
    );
    expect(edit.status).toBe(404);
    const history = await t.request('GET', `/api/documents/${id}/versions`, undefined, {
      token: outsider.token,
    });
    expect(history.status).toBe(404);
    const list = await t.request<{ items: unknown[] }>('GET', '/api/canvases', undefined, {
      token: outsider.token,
    });
    expect(list.body.items).toEqual([]);
  });

  it('are deleted by their author or an admin; their personas stay, without the link', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const bo = await member(t, owner);
    const made = await newCanvas(ana);
    const id = made.body.canvas.id;
    const persona = await newPersona(bo, { canvasIds: [id] });
    const refused = await t.request('DELETE', `/api/canvases/${id}`, undefined, { token: bo.token });
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(m.notDeleter);
    const gone = await t.request('DELETE', `/api/canvases/${id}`, undefined, { token: ana.token });
    expect(gone.status).toBe(204);
    expect((await getCanvas(owner, id)).status).toBe(404);
    const kept = await t.request<{ persona: Persona }>(
      'GET',
      `/api/personas/${persona.body.persona.id}`,
      undefined,
      { token: bo.token },
    );
    expect(kept.body.persona.canvases).toEqual([]);
    const other = await newCanvas(ana);
    const byAdmin = await t.request('DELETE', `/api/canvases/${other.body.canvas.id}`, undefined, {
      token: owner.token,
    });
    expect(byAdmin.status).toBe(204);
  });
});

describe('the company’s cap', () => {
  it('refuses a canvas past the cap, counting canvases alone', async () => {
    const owner = await admin(t);
    await t.db.execute(sql`insert into documents (company_id, kind, title, body, visibility)
      select ${owner.company.id}, 'canvas', 'Filler ' || n, '{}'::jsonb, 'company'
      from generate_series(1, ${VALUE_DOCUMENTS_MAX}) n`);
    const refused = await newCanvas(owner);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(m.canvasesLimit);
    expect((await newPersona(owner, {})).status).toBe(201);
  });
});

describe('an account deleted', () => {
  it('leaves its canvases, personas and their versions with the company, unnamed', async () => {
    const owner = await admin(t);
    const ana = await member(t, owner);
    const made = await newCanvas(ana);
    const id = made.body.canvas.id;
    const persona = await newPersona(ana, { canvasIds: [id] });
    const deleted = await t.request('DELETE', '/api/me', { password: PASSWORD }, { token: ana.token });
    expect(deleted.status).toBe(204);
    const seen = await getCanvas(owner, id);
    expect(seen.body.canvas).toMatchObject({
      title: 'Storm boards',
      author: null,
      personas: [{ id: persona.body.persona.id }],
    });
    const history = await t.request<{ items: { savedBy: unknown }[] }>(
      'GET',
      `/api/documents/${id}/versions`,
      undefined,
      { token: owner.token },
    );
    expect(history.body.items.map((version) => version.savedBy)).toEqual([{ id: null, fullName: null }]);
  });
});

describe('personas', () => {
  it('link to the canvases that serve them; the canvas lists them', async () => {
    const owner = await admin(t);
    const made = await newCanvas(owner);
    const id = made.body.canvas.id;
    const persona = await newPersona(owner, {
      description: 'Runs a surf school',
      jobs: ['Teach beginners'],
      pains: ['Broken boards'],
      gains: ['Fewer repairs'],
      canvasIds: [id],
    });
    expect(persona.status, JSON.stringify(persona.body)).toBe(201);
    expect(persona.body.persona).toMatchObject({
      title: 'Ana',
      jobs: ['Teach beginners'],
      canvases: [{ id, title: 'Storm boards' }],
    });
    const canvas = await getCanvas(owner, id);
    expect(canvas.body.canvas.personas).toEqual([{ id: persona.body.persona.id, title: 'Ana' }]);
  });

  it('link only to canvases the caller may read; a link the caller may not see stays when they edit', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const outsider = await member(t, owner);
    const teamId = await teamOf(owner, idOf(lead));
    const teamCanvas = await newCanvas(lead, { visibility: 'team', teamId });
    const hiddenId = teamCanvas.body.canvas.id;
    const refused = await newPersona(outsider, { canvasIds: [hiddenId] });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).message).toBe(m.canvasNotFound);
    const persona = await newPersona(lead, { canvasIds: [hiddenId] });
    const personaId = persona.body.persona.id;
    const seen = await t.request<{ persona: Persona }>('GET', `/api/personas/${personaId}`, undefined, {
      token: outsider.token,
    });
    expect(seen.body.persona.canvases).toEqual([]);
    const edited = await t.request<{ persona: Persona }>(
      'PUT',
      `/api/personas/${personaId}`,
      { version: 1, title: 'Ana B', canvasIds: [] },
      { token: outsider.token },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const leadSees = await t.request<{ persona: Persona }>('GET', `/api/personas/${personaId}`, undefined, {
      token: lead.token,
    });
    expect(leadSees.body.persona).toMatchObject({ title: 'Ana B', canvases: [{ id: hiddenId }] });
  });

  it('answer a stale edit 409 with the newer persona', async () => {
    const owner = await admin(t);
    const persona = await newPersona(owner, {});
    const id = persona.body.persona.id;
    const first = await t.request(
      'PUT',
      `/api/personas/${id}`,
      { version: 1, title: 'Ana 2' },
      { token: owner.token },
    );
    expect(first.status).toBe(200);
    const stale = await t.request<{ error: { code: string; newer: { persona: Persona } } }>(
      'PUT',
      `/api/personas/${id}`,
      { version: 1, title: 'Ana 3' },
      { token: owner.token },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.newer.persona).toMatchObject({ title: 'Ana 2', version: 2 });
  });
});

describe('tables of alternatives', () => {
  it('hold a cell per criterion, and their canvas shows the unique value sentence at its top', async () => {
    const owner = await admin(t);
    const made = await newCanvas(owner);
    const id = made.body.canvas.id;
    const uneven = await newTable(owner, {
      canvasId: id,
      alternatives: [{ name: 'Foam', cells: ['Weeks'] }],
    });
    expect(uneven.status).toBe(400);
    expect(errorOf(uneven).message).toBe(m.cellsCount);
    const table = await newTable(owner, {
      canvasId: id,
      alternatives: [
        { name: 'Foam boards', cells: ['A month', 'Cheap'] },
        { name: 'Repair shops', cells: ['', 'Per repair'] },
      ],
      uniqueValue: 'The only boards that last a season of storms.',
    });
    expect(table.status, JSON.stringify(table.body)).toBe(201);
    expect(table.body.table).toMatchObject({ canvas: { id }, criteria: ['Lasts', 'Price'] });
    const canvas = await getCanvas(owner, id);
    expect(canvas.body.canvas).toMatchObject({
      uniqueValue: 'The only boards that last a season of storms.',
      tables: [{ id: table.body.table.id, title: 'Against the rest' }],
    });
    const zero = await t.request(
      'PUT',
      `/api/alternatives/${table.body.table.id}`,
      { version: 0, title: 'x', criteria: ['a'] },
      { token: owner.token },
    );
    expect(zero.status).toBe(400);
    expect(errorOf(zero).message).toBe(m.versionInvalid);
  });
});

describe('the pitch outline', () => {
  it('is the same text for a known canvas, its persona and its table, and downloads as Markdown', async () => {
    const owner = await admin(t);
    const made = await newCanvas(owner);
    const id = made.body.canvas.id;
    await newPersona(owner, {
      description: 'Runs a surf school',
      jobs: ['Teach beginners', 'Keep boards'],
      pains: ['Broken boards'],
      canvasIds: [id],
    });
    await newTable(owner, {
      canvasId: id,
      alternatives: [
        { name: 'Foam boards', cells: ['A month', 'Cheap'] },
        { name: 'Repair shops', cells: ['', ''] },
      ],
      uniqueValue: 'The only boards that last a season of storms.',
    });
    const pitch = await t.request<{ pitch: Pitch }>('GET', `/api/canvases/${id}/pitch`, undefined, {
      token: owner.token,
    });
    expect(pitch.status, JSON.stringify(pitch.body)).toBe(200);
    expect(pitch.body.pitch.sections.map((section) => section.heading)).toEqual([
      'The problem',
      'Who it is for',
      'What we promise',
      'How we solve it',
      'Why us, not the alternatives',
      'How we reach them',
      'How it pays',
      'How we know it works',
    ]);
    const markdown = await t.request<string>('GET', `/api/canvases/${id}/pitch.md`, undefined, {
      token: owner.token,
    });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('content-disposition')).toBe('attachment; filename="pitch-storm-boards.md"');
    expect(markdown.body).toBe(
      [
        '# Storm boards',
        '',
        '_Pitch outline_',
        '',
        '## The problem',
        '',
        'Boards snap in big waves.',
        '',
        'Repairs take weeks.',
        '',
        '## Who it is for',
        '',
        'Customer segments: Surf schools',
        '',
        'Persona: Ana. Runs a surf school',
        '',
        '- Jobs: Teach beginners; Keep boards',
        '- Pains: Broken boards',
        '',
        '## What we promise',
        '',
        'Boards that last a season of big waves.',
        '',
        '## How we solve it',
        '',
        'Carbon rails',
        '',
        '## Why us, not the alternatives',
        '',
        'Unique value: The only boards that last a season of storms.',
        '',
        'Compared with (Against the rest): Foam boards, Repair shops',
        '',
        'Unfair advantage: Not written yet.',
        '',
        '## How we reach them',
        '',
        'Surf shops',
        '',
        '## How it pays',
        '',
        'Revenue: Sales and a yearly check',
        '',
        'Costs: Carbon, workshop',
        '',
        '## How we know it works',
        '',
        'Boards returned',
        '',
        '---',
        '',
        'Built by SOS from the canvas, its personas and its alternatives. The Lean Canvas is by Ash Maurya, adapted from the Business Model Canvas, licensed CC BY-SA 3.0.',
        '',
      ].join('\n'),
    );
  });

  it('says empty parts plainly, and is not found for a reader of another team', async () => {
    const owner = await admin(t);
    const lead = await member(t, owner);
    const outsider = await member(t, owner);
    const teamId = await teamOf(owner, idOf(lead));
    const made = await t.request<{ canvas: Canvas }>(
      'POST',
      '/api/canvases',
      { title: 'Blank', visibility: 'team', teamId },
      { token: lead.token },
    );
    const id = made.body.canvas.id;
    const pitch = await t.request<{ pitch: Pitch }>('GET', `/api/canvases/${id}/pitch`, undefined, {
      token: lead.token,
    });
    expect(pitch.body.pitch.sections.find((section) => section.key === 'audience')?.lines).toEqual([
      'Customer segments: Not written yet.',
      'No persona is linked to this canvas yet.',
    ]);
    expect(pitch.body.pitch.sections.find((section) => section.key === 'problem')?.lines).toEqual([
      'Not written yet.',
    ]);
    const hidden = await t.request('GET', `/api/canvases/${id}/pitch.md`, undefined, {
      token: outsider.token,
    });
    expect(hidden.status).toBe(404);
  });

  it('downloads people’s text as the characters they typed, not as Markdown', () => {
    expect(markdownLiteral('*not* <b>yet</b> [site](x) a_b `c` | d ~e~ &amp; \\')).toBe(
      '\\*not\\* \\<b\\>yet\\</b\\> \\[site\\](x) a\\_b \\`c\\` \\| d \\~e\\~ \\&amp; \\\\',
    );
    expect(markdownLiteral('# Not a heading')).toBe('\\# Not a heading');
    expect(markdownLiteral('> not a quote')).toBe('\\> not a quote');
    expect(markdownLiteral('+ not a list')).toBe('\\+ not a list');
    expect(markdownLiteral('2026. Not a list')).toBe('2026\\. Not a list');
    expect(markdownLiteral('Boards snap in 2 big waves.')).toBe('Boards snap in 2 big waves.');
    const pitch = {
      title: '*Storm* boards',
      sections: [
        {
          key: 'audience' as const,
          heading: 'Who it is for',
          lines: ['Persona: <Ana>', '- Jobs: #1 _fast_'],
        },
      ],
      footer: 'Generated',
    };
    expect(pitchMarkdown(pitch)).toContain('# \\*Storm\\* boards\n');
    expect(pitchMarkdown(pitch)).toContain('\nPersona: \\<Ana\\>\n\n- Jobs: #1 \\_fast\\_\n');
  });

  it('names its file from the title in plain letters', () => {
    expect(pitchFileName('Ōwn the “wave” 🏄 2026')).toBe('pitch-own-the-wave-2026.md');
    expect(pitchFileName('🏄')).toBe('pitch-canvas.md');
  });
});
