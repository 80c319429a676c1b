/**
 * The sections of a person's data export (`GET /api/me/export`), in the file's order, with what the
 * account page says of each: its `label` in "A JSON file with your …", and what deleting the account
 * does to it: what it `removes` for good and what it `keeps` (without the person's name). The
 * server's export is keyed by these names (src/server/account/export.ts) and the page's texts are
 * built from these words, so a section added on one side only fails the build or a test.
 */
interface SectionWords {
  label: string;
  removes: readonly string[];
  keeps: readonly string[];
}

export const EXPORT_SECTIONS = {
  account: { label: 'account', removes: ['account'], keeps: [] },
  profile: { label: 'profile', removes: ['profile'], keeps: [] },
  company: { label: 'company membership', removes: ['company membership'], keeps: [] },
  joinRequests: { label: 'join requests', removes: ['join requests'], keeps: [] },
  sessions: { label: 'sessions', removes: ['sessions'], keeps: [] },
  teams: { label: 'teams', removes: ['team memberships'], keeps: [] },
  notifications: { label: 'notifications', removes: ['notifications'], keeps: [] },
  // Goals keep their owner and check-ins their author as null (ON DELETE SET NULL).
  goals: {
    label: 'goals with your check-ins',
    removes: [],
    keeps: ['the goals you own', 'your check-ins on goals'],
  },
  // A sender's kudos stay without a sender; a recipient's row and reactions go (cascade).
  kudos: { label: 'kudos', removes: ['reactions to kudos'], keeps: ['the kudos you gave or received'] },
  // Pulse answers are stored with no person (docs/privacy.md): they stay, and were never in the file.
  wellbeing: {
    label: 'well-being check-ins with the pulses you answered (never your answers)',
    removes: ['well-being check-ins', 'record of the pulses you answered'],
    keeps: ['your anonymous pulse answers'],
  },
  // Notes go (cascade); a 1:1, its points and action items stay for the other person, without the
  // person's name (ON DELETE SET NULL).
  oneOnOnes: {
    label: '1:1s with their agendas, action items and your private notes',
    removes: ['private 1:1 notes'],
    keeps: ['your 1:1s with the agenda points and action items you wrote, for the other person'],
  },
  // Whether a calendar link exists and since when: never its secret, which is kept only hashed.
  calendarFeed: {
    label: 'calendar link for your 1:1s (whether you have one, never the link)',
    removes: ['calendar link of your 1:1s'],
    keeps: [],
  },
  // 360s about the person go with them (cascade), and the answers that name them (self, lead); a
  // peer's or a report's answer never named anyone: it stays, and was never in the file.
  reviews: {
    label: '360s about you as shown to you, with your own answers and those you gave as a lead',
    removes: ['360s about you', 'your self and lead answers in 360s'],
    keeps: ['your anonymous peer and report answers in others’ 360s'],
  },
  style: { label: 'communication style', removes: ['communication style'], keeps: [] },
  // Feedback the person wrote or received and the requests they asked go (cascade): nobody keeps
  // feedback about a person who is gone, nor theirs without an author (nothing here is anonymous).
  feedback: {
    label:
      'feedback you gave and received (for feedback about you meant for your leads only: that it exists)',
    removes: ['feedback you gave', 'feedback about you', 'your feedback requests'],
    keeps: [],
  },
  // Today (decision 038): the person's own plan and closes, level 1; they go with the account (cascade).
  today: {
    label: 'day plans (Today’s items) and day closes',
    removes: ['day plans', 'day closes'],
    keeps: [],
  },
  // Board cards stay with the team, their creator, owner and history's actor set null (ON DELETE SET NULL).
  board: {
    label: 'team board cards you created or own, with what you did on cards',
    removes: [],
    keeps: ['the board cards you created or own, and their history, for the team'],
  },
  // Focus blocks and habits are the person's alone (level 1): they go with the account (cascade).
  focus: {
    label: 'focus blocks and habits with the days you ticked',
    removes: ['focus blocks', 'habits'],
    keeps: [],
  },
  // A team's standup answers the person wrote go with them (cascade).
  standups: {
    label: 'standup answers you wrote',
    removes: ['your standup answers'],
    keeps: [],
  },
  // A person's place and the ratings of them go with them (cascade); a rating they gave as a lead
  // stays with the person rated, without the rater's name (ON DELETE SET NULL).
  career: {
    label: 'career track and level, with the skill ratings of you and those you gave',
    removes: ['your place on a career track', 'skill ratings of you'],
    keeps: ['the skill ratings you gave as a lead, unnamed'],
  },
  // The growth plan is the person's (level 3): it goes with the account (cascade); a weekly tip they
  // wrote stays the company's, without its author (ON DELETE SET NULL).
  growth: {
    label: 'growth plan, with the weekly tips you wrote',
    removes: ['growth plan'],
    keeps: ['the weekly tips you wrote, for the company'],
  },
  // Values in practice's scores are stored with no person (docs/privacy.md): they stay, and were never
  // in the file; whether the person answered each period is theirs.
  valuesInPractice: {
    label: 'the periods in which you assessed the company’s values (never your scores)',
    removes: ['record of the values assessments you answered'],
    keeps: ['your anonymous values scores'],
  },
  // A resource the person added stays in the company's library, without who added it (ON DELETE SET NULL).
  library: {
    label: 'resources you added to the library',
    removes: [],
    keeps: ['the resources you added to the library, for the company'],
  },
  // The journal is the person's alone (level 1): it goes with the account (cascade).
  journal: {
    label: 'reflection journal',
    removes: ['reflection journal'],
    keeps: [],
  },
  // The contribution log's entries by hand and what the person hid from their leads are theirs
  // (level 3): they go with the account (cascade). The rest of the log is built from other sections.
  contributions: {
    label: 'contribution log entries you added, and the entries you hid from your leads',
    removes: ['contribution log entries you added', 'what you hid from your leads'],
    keeps: [],
  },
  // Documents are the company's (decision 041): what the person wrote, their DACI roles and the
  // versions they saved stay, unnamed ("a former member": ON DELETE SET NULL).
  documents: {
    label: 'documents you wrote, your roles in decision records and the versions you saved',
    removes: [],
    keeps: [
      'the strategy, decision records, canvases, personas and tables of alternatives you wrote, and the versions you saved, for the company',
      'your roles in decision records, as a former member',
    ],
  },
  // Connections (decision 041): the settings, the "don't pair me with" list, the person's places in
  // pairs and whether they answered go with them (cascade); "did you meet?" counts have no person.
  connections: {
    label:
      'connection settings, your “don’t pair me with” list, your pairs and whether you answered “did you meet?” (never what)',
    removes: ['connection settings', '“don’t pair me with” list', 'your places in pairs'],
    keeps: ['your anonymous “did you meet?” answers'],
  },
  // Ask for help (decision 041): the person's requests, answers and offered skills go with the account
  // (cascade).
  help: {
    label: 'requests for help you asked, your answers and the skills you offer',
    removes: [
      'requests for help you asked, with their answers',
      'your answers to requests',
      'skills you offer',
    ],
    keeps: [],
  },
  // A team's rituals are the team's: the ones the person created or owns stay with the team, without
  // them (ON DELETE SET NULL).
  rituals: {
    label: 'team rituals you created or own',
    removes: [],
    keeps: ['the team rituals you created or own, for the team, without an owner until a lead names one'],
  },
  // The nudges themselves are never stored (rules decide them when read): only what the person said.
  companion: {
    label: 'nudges you dismissed and the kinds you muted',
    removes: ['dismissed nudges and muted kinds'],
    keeps: [],
  },
  // A Slack link is the person's (decision 047): it goes with the account (cascade), its code too.
  slack: {
    label: 'Slack accounts linked to give kudos from Slack',
    removes: ['Slack links'],
    keeps: [],
  },
} as const satisfies Record<string, SectionWords>;

export type ExportSectionName = keyof typeof EXPORT_SECTIONS;

/** The section names, in the file's order. */
export const EXPORT_SECTION_NAMES = Object.keys(EXPORT_SECTIONS) as ExportSectionName[];
