import { sql } from 'drizzle-orm';
import type { Pitch } from '../../shared/contract/value';
import { type PitchSection, pitchWords as w } from '../../shared/value-messages';

export { pitchFileName } from '../../shared/value-messages';
import type { PersonaBody, TableBody } from '../../shared/value-rules';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { readCanvas } from './canvases';
import { readableSql } from './core';
import { o } from './value-core';

/**
 * A canvas's pitch outline (decision 041, slice 2): deterministic text built from the canvas, the
 * personas it serves and its tables of alternatives that the caller may read. The sections come in a
 * fixed order; an empty part is said plainly. Markdown is the same outline, as a download.
 */

/** A box's text as paragraphs: one a line, blank lines dropped. */
const paragraphs = (text: string | null): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const orNotWritten = (text: string | null) => {
  const lines = paragraphs(text);
  return lines.length > 0 ? lines : [w.notWritten];
};

/** "Label: text", the text's lines joined into one. */
const labelled = (label: string, text: string | null) =>
  `${label}: ${paragraphs(text).join(' ') || w.notWritten}`;

interface Linked<Body> {
  title: string;
  body: Body;
}

const linkedOf = <Body>(db: Db, caller: Caller, canvasId: string, kind: 'persona' | 'competition') =>
  rowsOf<Linked<Body>>(
    db,
    sql`select o.title, o.body from document_links l join documents o on o.id = l.document_id
      where l.target_id = ${canvasId} and o.kind = ${kind} and ${readableSql(caller, o)}
      order by o.title, o.id`,
  );

/** GET /api/canvases/:id/pitch: the outline's parts. */
export async function buildPitch(db: Db, caller: Caller, id: string): Promise<{ pitch: Pitch }> {
  const { canvas } = await readCanvas(db, caller, id);
  const personas = await linkedOf<PersonaBody>(db, caller, id, 'persona');
  const tables = await linkedOf<TableBody>(db, caller, id, 'competition');
  const { boxes } = canvas;

  const audience = [labelled(w.segments, boxes.customerSegments)];
  if (personas.length === 0) audience.push(w.noPersonas);
  for (const persona of personas) {
    const description = paragraphs(persona.body.description).join(' ');
    audience.push(`${w.persona}: ${persona.title}${description ? `. ${description}` : ''}`);
    for (const [label, list] of [
      [w.jobs, persona.body.jobs],
      [w.pains, persona.body.pains],
      [w.gains, persona.body.gains],
    ] as const) {
      if (list.length > 0) audience.push(`- ${label}: ${list.join('; ')}`);
    }
  }

  const alternatives: string[] = [];
  if (tables.length === 0) alternatives.push(w.noAlternatives);
  for (const table of tables) {
    if (table.body.uniqueValue) alternatives.push(`${w.uniqueValue}: ${table.body.uniqueValue}`);
    const names = table.body.alternatives.map((row) => row.name);
    alternatives.push(`${w.comparedWith} (${table.title}): ${names.join(', ') || w.notWritten}`);
  }
  alternatives.push(labelled(w.unfairAdvantage, boxes.unfairAdvantage));

  const parts: Record<PitchSection, string[]> = {
    problem: orNotWritten(boxes.problem),
    audience,
    promise: orNotWritten(boxes.uniqueValueProposition),
    solution: orNotWritten(boxes.solution),
    alternatives,
    reach: orNotWritten(boxes.channels),
    money: [labelled(w.revenue, boxes.revenueStreams), labelled(w.costs, boxes.costStructure)],
    measure: orNotWritten(boxes.keyMetrics),
  };
  return {
    pitch: {
      title: canvas.title,
      sections: (Object.keys(w.headings) as PitchSection[]).map((key) => ({
        key,
        heading: w.headings[key],
        lines: parts[key],
      })),
      footer: w.footer,
    },
  };
}

/**
 * People's text as literal Markdown: a backslash before each character that formats inline (emphasis,
 * code, links, HTML, tables, entities) and before a marker that would open a heading, list or quote, so
 * that a box reading "*not* <b>yet</b>" downloads as those very characters.
 */
export function markdownLiteral(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|~&]/g, '\\$&')
    .replace(/^(\s*)([#+=>-])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2');
}

/** A line of the outline: our "- " list items stay lists, the rest of every line is literal. */
const markdownLine = (line: string) =>
  line.startsWith('- ') ? `- ${markdownLiteral(line.slice(2))}` : markdownLiteral(line);

/** The outline as Markdown: a heading a section, a paragraph a line, list items kept together. */
export function pitchMarkdown(pitch: Pitch): string {
  const out = [`# ${markdownLiteral(pitch.title)}`, '', `_${w.subtitle}_`];
  for (const section of pitch.sections) {
    out.push('', `## ${section.heading}`);
    section.lines.forEach((line, index) => {
      const keepTogether = line.startsWith('- ') && section.lines[index - 1]?.startsWith('- ');
      if (!keepTogether) out.push('');
      out.push(markdownLine(line));
    });
  }
  out.push('', '---', '', pitch.footer, '');
  return out.join('\n');
}
