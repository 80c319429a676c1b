import { PULSE_CADENCES, PULSE_THRESHOLD_MAX, PULSE_THRESHOLD_MIN } from '@shared/wellbeing-messages';
import { pulseSettingsSchema } from '@shared/wellbeing-rules';
import { HeartPulseIcon } from 'lucide-react';
import { useId } from 'react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { onValidSubmit } from '@/lib/validate-form';
import { usePulseSettings, useUpdatePulseSettings } from './api/pulse-settings';
import { settingsTexts as texts } from './settings-texts';

/** The admin's pulse settings: how often it opens, and the anonymity threshold k. */
export function PulseSettingsSection() {
  const id = useId();
  const settings = usePulseSettings();
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <h2 id={`${id}-title`} className="flex items-center gap-2 leading-none font-semibold">
          <HeartPulseIcon aria-hidden className="size-4 text-primary" />
          {texts.pulse}
        </h2>
        <CardDescription>{texts.pulseNote}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={settings} loadFailed={texts.pulseLoadFailed} isEmpty={() => false}>
          {(current) => <PulseSettingsForm key={`${current.cadence}|${current.threshold}`} {...current} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function PulseSettingsForm({ cadence, threshold }: { cadence: string; threshold: number }) {
  const id = useId();
  const saving = useUpdatePulseSettings();
  return (
    <form
      noValidate
      onSubmit={onValidSubmit(pulseSettingsSchema, saving.mutate, ['threshold'])}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-cadence`}>{texts.cadence}</Label>
          <NativeSelect
            id={`${id}-cadence`}
            name="cadence"
            defaultValue={cadence}
            aria-describedby={`${id}-cadence-hint`}
          >
            {PULSE_CADENCES.map((option) => (
              <option key={option} value={option}>
                {texts.cadences[option]}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-cadence-hint`} className="text-sm text-muted-foreground">
            {texts.cadenceHint}
          </p>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-threshold`}>{texts.threshold}</Label>
          <Input
            id={`${id}-threshold`}
            name="threshold"
            type="number"
            inputMode="numeric"
            min={PULSE_THRESHOLD_MIN}
            max={PULSE_THRESHOLD_MAX}
            step={1}
            defaultValue={threshold}
            aria-describedby={`${id}-threshold-hint`}
          />
          <p id={`${id}-threshold-hint`} className="text-sm text-muted-foreground">
            {texts.thresholdHint}
          </p>
        </div>
      </div>
      <SubmitButton
        busy={saving.isPending}
        busyLabel={texts.saving}
        className="sm:w-auto sm:justify-self-end"
      >
        {texts.savePulse}
      </SubmitButton>
    </form>
  );
}
