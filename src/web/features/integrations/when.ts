const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment of the API (ISO 8601) as the reader's clock shows it; `never` for none. */
export const when = (iso: string | null, never: string) => (iso ? moment.format(new Date(iso)) : never);
