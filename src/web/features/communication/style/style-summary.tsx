import type { Style } from '@shared/contract/reviews';
import { STYLE_ASPECTS } from '@shared/style-rules';
import { styleTexts as texts } from './style-texts';

/**
 * A person's communication style, read-only: on their profile, and beside the agenda of a 1:1 with
 * them. The choices they left open are not shown.
 */
export function StyleSummary({ style, name }: { style: Style | null; name: string }) {
  if (!style) return <p className="text-sm text-muted-foreground">{texts.noneOf(name)}</p>;
  const said = STYLE_ASPECTS.flatMap((aspect) => {
    const choice = style[aspect];
    if (!choice) return [];
    const words = texts.aspects[aspect];
    return [
      { aspect, legend: words.legend, value: (words.choices as Record<string, string>)[choice] ?? choice },
    ];
  });
  return (
    <div className="grid gap-2 text-sm">
      {said.length > 0 && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          {said.map((entry) => (
            <div key={entry.aspect} className="flex gap-1">
              <dt className="text-muted-foreground">{entry.legend}:</dt>
              <dd className="font-medium">{entry.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {style.note && <p className="break-words whitespace-pre-line">“{style.note}”</p>}
    </div>
  );
}
