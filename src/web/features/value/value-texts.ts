import { CANVAS_BOX_LABELS } from '@shared/value-messages';
import type { DocumentParts } from '@/components/documents/history-dialog';

/** The Crafting Value Propositions page's own words, and what its tabs share. */
export const valueTexts = {
  // The module's title and description: its page heading.
  title: 'Crafting Value Propositions',
  description: 'Say clearly what you offer, to whom, and why it beats the alternatives.',
  tabsLabel: 'Value proposition views',
  companyBadge: 'Company',
  teamBadge: (name: string) => `Team: ${name}`,
  visibilityLabel: 'Who reads and writes it',
  visibilityHint: 'Everyone in the company, or one of your teams. This cannot change later.',
  visibilityCompany: 'Everyone in the company',
  teamOption: (name: string) => `Team ${name}`,
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  saving: 'Saving…',
  create: 'Create',
  creating: 'Creating…',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting…',
  back: 'Back to the list',
  loadMore: 'Show more',
  loadingMore: 'Loading more…',
  loadFailed: 'We could not load this list.',
  oneLoadFailed: 'We could not load this document.',
  noneLinked: 'None yet.',
  confirmDelete: (title: string) => `Delete “${title}” and its history? This cannot be undone.`,
} as const;

export const valueToasts = {
  created: { title: 'Created' },
  saved: { title: 'Saved' },
  deleted: { title: 'Deleted' },
} as const;

/** The canvas's parts, as the history's comparison names them. */
export const canvasParts: DocumentParts = { labels: { title: 'Product or offer', ...CANVAS_BOX_LABELS } };

export const personaParts: DocumentParts = {
  labels: { title: 'Name', description: 'Description', jobs: 'Jobs', pains: 'Pains', gains: 'Gains' },
};

export const tableParts: DocumentParts = {
  labels: { title: 'Title', criteria: 'Criteria', alternatives: 'Alternatives', uniqueValue: 'Unique value' },
};

export const canvasTexts = {
  tab: 'Canvases',
  listLabel: 'Canvases',
  newCanvas: 'New canvas',
  createTitle: 'New Lean Canvas',
  editTitle: 'Edit the canvas',
  titleLabel: 'Product or offer',
  titleHint: 'The canvas is about one product or offer: name it.',
  emptyTitle: 'No canvas yet',
  emptyText:
    'A Lean Canvas fits a product or offer on one page: the problem, who has it, your unique value, the solution, and how it reaches, earns and wins. Start one for the offer you know best.',
  uniqueValue: 'Unique value',
  noUniqueValue: 'No table of alternatives gives this canvas a unique value sentence yet.',
  personas: 'Personas it serves',
  tables: 'Tables of alternatives',
  pitch: 'Pitch outline',
  boxesLabel: 'The nine boxes',
  emptyBox: 'Not written yet.',
  credit: 'The Lean Canvas is by Ash Maurya, adapted from the Business Model Canvas, licensed CC BY-SA 3.0.',
  loadFailed: 'We could not load this canvas.',
} as const;

export const pitchTexts = {
  title: (title: string) => `Pitch outline: ${title}`,
  print: 'Print',
  download: 'Download Markdown',
  downloading: 'Preparing…',
  back: 'Back to the canvas',
  loadFailed: 'We could not build the pitch outline.',
} as const;

export const personaTexts = {
  tab: 'Personas',
  listLabel: 'Personas',
  newPersona: 'New persona',
  createTitle: 'New persona',
  editTitle: 'Edit the persona',
  titleLabel: 'Name',
  titleHint: 'A name and a role, such as “Ana, runs a surf school”.',
  description: 'Description',
  jobs: 'Jobs',
  jobsHint: 'What they are trying to get done.',
  pains: 'Pains',
  painsHint: 'What gets in their way, or what they fear.',
  gains: 'Gains',
  gainsHint: 'What they hope for; what would delight them.',
  add: (what: string) => `Add to ${what}`,
  remove: (what: string, index: number) => `Remove item ${index} of ${what}`,
  item: (what: string, index: number) => `${what}, item ${index}`,
  canvases: 'Canvases that serve this persona',
  canvasesHint: 'Choose the canvases whose offer is for this persona. Each canvas lists its personas.',
  searchCanvases: 'Search canvases',
  noCanvases: 'No canvas yet: write one on the Canvases tab.',
  emptyTitle: 'No persona yet',
  emptyText:
    'A persona is one typical customer: what they try to get done, what hurts, what they would gain. Link them to the canvases that serve them.',
  none: 'None written.',
} as const;

export const tableTexts = {
  tab: 'Alternatives',
  listLabel: 'Tables of alternatives',
  newTable: 'New table',
  createTitle: 'New table of alternatives',
  editTitle: 'Edit the table',
  titleLabel: 'Title',
  canvas: 'Canvas it compares',
  noCanvas: 'No canvas',
  canvasHint: 'The canvas shows this table’s unique value sentence at its top.',
  criteria: 'Criteria (columns)',
  criterion: (index: number) => `Criterion ${index}`,
  addCriterion: 'Add a criterion',
  removeCriterion: (index: number) => `Remove criterion ${index}`,
  alternatives: 'Alternatives (rows)',
  alternative: (index: number) => `Alternative ${index}`,
  alternativeName: 'Name',
  cell: (alternative: string, criterion: string) => `${alternative}: ${criterion}`,
  addAlternative: 'Add an alternative',
  removeAlternative: (index: number) => `Remove alternative ${index}`,
  uniqueValue: 'Unique value sentence',
  uniqueValueHint: 'One sentence: why yours beats every alternative above.',
  emptyTitle: 'No table of alternatives yet',
  emptyText:
    'List what your customers use today instead of your offer, compare them on the criteria that matter to them, and say in one sentence why yours is better.',
  alternativeColumn: 'Alternative',
  noAlternatives: 'No alternative listed yet.',
} as const;
