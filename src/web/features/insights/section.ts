/** A card of the page: a section named by its heading. */
export const sectionClasses =
  'grid min-w-0 content-start gap-4 rounded-lg border bg-card p-4 text-card-foreground sm:p-6';
