/** The purpose map's words (docs/product.md#purpose-map), spelled once; the tests read them from here. */
export const mapTexts = {
  missionTitle: 'Our mission',
  noMission: 'The company has not written its mission yet.',
  writeMission: 'Write it in Settings',
  noMissionMember: 'An admin writes it in Settings.',
  valuesTitle: 'Our values',
  companyGoalsTitle: 'Company goals',
  companyGoalsDescription: 'Each with the team and personal goals that support it.',
  noCompanyGoalsTitle: 'No company goals yet',
  noCompanyGoalsText:
    'Company goals say where the company is going this period. Once an admin sets them, every team and personal goal aligned to one shows under it here.',
  setGoals: 'Set goals in Accountability',
  nothingUnder: 'No goal supports this one yet.',
  notConnectedTitle: 'Not yet connected',
  notConnectedText:
    'These goals of yours support no open goal. Open one and choose the goals it supports, so it shows where it sits.',
  teamsTitle: 'Teams',
  teamsDescription: 'What each team is for, and its open goals.',
  noTeams: 'No teams yet. Teams and their purposes show here once an admin creates them.',
  noPurpose: 'No purpose written yet.',
  noPurposeLead: 'No purpose yet: say in one sentence what your team is for.',
  noTeamGoals: 'No open team goals.',
  yourGoal: 'Your goal',
  ownerLeft: 'Former member',
  progressLabel: (title: string) => `Progress of ${title}`,
  omitted: 'Some goals did not fit on the map: find them all in Accountability.',
  editPurpose: 'Edit purpose',
  editPurposeLabel: (team: string) => `Edit the purpose of ${team}`,
  writePurpose: 'Write purpose',
  dialogTitle: (team: string) => `Purpose of ${team}`,
  purposeLabel: 'Purpose',
  purposeHint: 'One sentence: why this team exists. Leave it empty to clear it.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  close: 'Close',
  loadFailed: 'We could not load the purpose map.',
} as const;

export const mapToasts = {
  saved: { title: 'Purpose saved', description: 'Everyone sees it on the purpose map.' },
  cleared: { title: 'Purpose cleared', description: 'The team has no purpose on the map for now.' },
};
