import type { CompanionModelSettings } from '@shared/contract/companion';
import { BotIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useCompanionModel, usePutCompanionModel } from './api/companion-model';
import { companionModelTexts as texts } from './companion-model-texts';

const number = new Intl.NumberFormat('en');
const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The admin's AI model card: the server's model, the company's switch, the limits and the month's use. */
export function CompanionModelSection() {
  const id = useId();
  const model = useCompanionModel();
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <h2 id={`${id}-title`} className="flex items-center gap-2 leading-none font-semibold">
          <BotIcon aria-hidden className="size-4 text-primary" />
          {texts.title}
        </h2>
        <CardDescription>{texts.note}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={model} loadFailed={texts.loadFailed} isEmpty={() => false}>
          {(settings) => <ModelSettings settings={settings} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ModelSettings({ settings }: { settings: CompanionModelSettings }) {
  const id = useId();
  const put = usePutCompanionModel();
  // The choice shows at once, while it is saved; a refusal puts it back (and says why).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const choose = (on: boolean) => {
    setWanted(on);
    put.mutate(on, { onSettled: () => setWanted(null) });
  };
  return (
    <div className="grid gap-4 text-sm">
      <p>{settings.name ? texts.server(settings.name) : texts.notConfigured}</p>
      <label htmlFor={`${id}-on`} className="flex items-center gap-2 font-medium">
        <input
          id={`${id}-on`}
          type="checkbox"
          className="size-4"
          checked={wanted ?? settings.on}
          disabled={put.isPending}
          onChange={(event) => choose(event.target.checked)}
        />
        {texts.switchLabel}
      </label>
      <p className="text-muted-foreground">
        {texts.limits(settings.limits.perPerson, settings.limits.perCompany)}
      </p>
      <Use settings={settings} />
    </div>
  );
}

function Use({ settings }: { settings: CompanionModelSettings }) {
  const { use, days } = settings;
  const figures = [
    [texts.calls, use.calls],
    [texts.failures, use.failures],
    [texts.charactersSent, use.charactersSent],
  ] as const;
  return (
    <div className="grid gap-2">
      <h3 className="font-medium">{texts.monthTitle(monthName(settings.month))}</h3>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{texts.tokensNote}</p>
      {days.length === 0 ? (
        <p className="text-muted-foreground">{texts.noUse}</p>
      ) : (
        <details>
          <summary className="cursor-pointer">{texts.byDay}</summary>
          <table className="mt-2 w-full text-left tabular-nums">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col">{texts.day}</th>
                <th scope="col">{texts.calls}</th>
                <th scope="col">{texts.failures}</th>
                <th scope="col">{texts.charactersSent}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="font-normal">
                    {day.day}
                  </th>
                  <td>{number.format(day.calls)}</td>
                  <td>{number.format(day.failures)}</td>
                  <td>{number.format(day.charactersSent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}
