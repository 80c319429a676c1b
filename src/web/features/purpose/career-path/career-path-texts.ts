/** The Career path tab's words (decision 040, slice 1). */
export const careerPathTexts = {
  title: 'Career path',
  description: 'Where you can go from here: the levels above yours, and the tracks open to moves.',
  loadFailed: 'Could not load your career path.',
  noPlaceTitle: 'You are not on a career track yet',
  noPlaceText:
    'An admin or one of your team’s leads places you on a track and level. Meanwhile, read your company’s tracks on Learning & Growth.',
  toLearning: 'Go to Learning & Growth',
  youAre: (track: string, level: string) => `You are ${level} on ${track}.`,
  above: 'Levels above yours',
  atTop: 'You are at the top of this track',
  atTopText: 'No level is above yours here. The tracks open to moves are other ways on.',
  compare: 'Compare your level with the next',
  openTracks: 'Tracks open to moves',
  openTracksText: 'Your company welcomes people from other tracks on these.',
  noOpenTracks: 'No other track is open to moves yet.',
  levels: (names: string[]) => (names.length ? `Levels: ${names.join(', ')}` : 'No levels yet'),
} as const;
