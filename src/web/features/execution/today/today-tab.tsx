/** The day's plan (slice A builds it). */
export function TodayTab() {
  return null;
}
