import type { ComponentProps } from 'react';
import { PeoplePicker as Picker } from '@/components/people-picker';
import { cultureTexts as t } from './culture-texts';

const texts = {
  recipients: t.recipients,
  recipientsHint: t.recipientsHint,
  recipientsFull: t.recipientsFull,
  chosenPeople: t.chosenPeople,
  removePerson: t.removePerson,
  noPersonFound: t.noPersonFound,
  cannotChooseSelf: t.cannotRecogniseSelf,
};

/** The people picker (components/people-picker.tsx) in recognition's words. */
export function PeoplePicker(props: Omit<ComponentProps<typeof Picker>, 'texts'>) {
  return <Picker texts={texts} {...props} />;
}
