const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

const UNITS = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
] as const;
/** Past this, a date says more than "12 days ago". */
const RELATIVE_DAYS = 7;

/** "3 minutes ago", "yesterday", "5 days ago"; older posts by their date. */
export function whenText(createdAt: string, now = Date.now()): string {
  const at = new Date(createdAt);
  const seconds = Math.max(0, Math.round((now - at.getTime()) / 1000));
  if (seconds < 60) return relative.format(0, 'second');
  if (seconds >= RELATIVE_DAYS * 24 * 60 * 60) return day.format(at);
  const [unit, size] = UNITS.findLast(([, size]) => seconds >= size) ?? UNITS[0];
  return relative.format(-Math.floor(seconds / size), unit);
}

/** When a post was made: relative while recent, its date after; the full date and time on hover. */
export function PostTime({ createdAt }: { createdAt: string }) {
  return (
    <time
      dateTime={createdAt}
      title={dayAndTime.format(new Date(createdAt))}
      className="shrink-0 text-xs text-muted-foreground"
    >
      {whenText(createdAt)}
    </time>
  );
}
