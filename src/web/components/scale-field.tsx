/**
 * A scale from `min` to `max` as a group of radio buttons, each drawn as a box with its number: the
 * browser's own radios (arrow keys move between them) laid over the boxes, unseen. The ends' words
 * show under the row and are part of the end buttons' names ("1, Very low").
 */
export function ScaleField({
  name,
  legend,
  min,
  max,
  low,
  high,
  defaultValue,
}: {
  name: string;
  legend: string;
  min: number;
  max: number;
  low: string;
  high: string;
  defaultValue?: number | undefined;
}) {
  const values = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  const ends = new Map([
    [min, low],
    [max, high],
  ]);
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1.5">
        {values.map((value) => (
          <label key={value} className="relative min-w-0 flex-1">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === value}
              aria-label={ends.get(value) ? `${value}, ${ends.get(value)}` : String(value)}
              className="peer absolute inset-0 size-full opacity-0"
            />
            <span className="flex h-10 items-center justify-center rounded-md border border-input bg-background text-sm font-medium tabular-nums peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50">
              {value}
            </span>
          </label>
        ))}
      </div>
      <div aria-hidden className="flex justify-between gap-3 text-xs text-muted-foreground">
        <span>{low}</span>
        <span className="text-right">{high}</span>
      </div>
    </fieldset>
  );
}
