import { describe, expect, it } from 'vitest';
import { CANVAS_BOXES, pitchFileName, valueMessages as m } from './value-messages';
import {
  createCanvasSchema,
  createPersonaSchema,
  createTableSchema,
  updateCanvasSchema,
} from './value-rules';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the value propositions’ rules', () => {
  it('a canvas: a title, the nine boxes trimmed, an empty box null, no other box', () => {
    const parsed = createCanvasSchema.parse({
      title: ' Storm boards ',
      boxes: { problem: ' Snaps\r\nfast ' },
    });
    expect(parsed.title).toBe('Storm boards');
    expect(Object.keys(parsed.boxes)).toEqual([...CANVAS_BOXES]);
    expect(parsed.boxes).toMatchObject({ problem: 'Snaps\nfast', solution: null });
    expect(messages(createCanvasSchema.safeParse({ title: '' }))).toEqual([m.canvasTitleRequired]);
    expect(messages(createCanvasSchema.safeParse({ title: 'x', boxes: { price: '1' } }))).toEqual([
      m.boxesInvalid,
    ]);
    expect(messages(updateCanvasSchema.safeParse({ version: 0, title: 'x', boxes: {} }))).toEqual([
      m.versionInvalid,
    ]);
    expect(messages(createCanvasSchema.safeParse({ title: 'x', visibility: 'team' }))).toEqual([
      m.teamRequired,
    ]);
  });

  it('a persona: blank items refused, at most ten of each, distinct canvases', () => {
    expect(messages(createPersonaSchema.safeParse({ title: 'Ana', jobs: [' '] }))).toEqual([m.itemRequired]);
    expect(messages(createPersonaSchema.safeParse({ title: 'Ana', pains: Array(11).fill('x') }))).toEqual([
      m.itemsTooMany,
    ]);
    const canvasId = crypto.randomUUID();
    expect(
      messages(createPersonaSchema.safeParse({ title: 'Ana', canvasIds: [canvasId, canvasId] })),
    ).toEqual([m.canvasInvalid]);
  });

  it('a table: 1 to 8 criteria, each named once, one cell per criterion, a blank cell kept empty', () => {
    expect(messages(createTableSchema.safeParse({ title: 'T', criteria: [] }))).toEqual([m.criteriaCount]);
    expect(messages(createTableSchema.safeParse({ title: 'T', criteria: ['Price', 'price'] }))).toEqual([
      m.criteriaDistinct,
    ]);
    expect(
      messages(
        createTableSchema.safeParse({
          title: 'T',
          criteria: ['A', 'B'],
          alternatives: [{ name: 'X', cells: ['1'] }],
        }),
      ),
    ).toEqual([m.cellsCount]);
    const parsed = createTableSchema.parse({
      title: 'T',
      criteria: ['A', 'B'],
      alternatives: [{ name: 'X', cells: [' ', null] }],
    });
    expect(parsed.alternatives).toEqual([{ name: 'X', cells: ['', ''] }]);
  });

  it('names the pitch outline’s file from the title in plain letters', () => {
    expect(pitchFileName('Ōwn the “wave” 🏄 2026')).toBe('pitch-own-the-wave-2026.md');
    expect(pitchFileName('🏄')).toBe('pitch-canvas.md');
  });
});
