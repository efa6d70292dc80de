/** '1 hour 15 minutes' -> 75; '25-30 mins' -> 30 (the upper end); no number -> null. */
export function parseMinutes(text: string): number | null {
  const lower = text.toLowerCase();
  let total = 0;
  let found = false;
  const hours = lower.match(/(\d+(?:\.\d+)?)\s*(?:-|to|–)?\s*(\d+(?:\.\d+)?)?\s*(?:hours?|hrs?|h)\b/);
  if (hours) {
    total += Number(hours[2] ?? hours[1]) * 60;
    found = true;
  }
  const minutes = lower.match(/(\d+)\s*(?:-|to|–)?\s*(\d+)?\s*(?:minutes?|mins?|m)\b/);
  if (minutes) {
    total += Number(minutes[2] ?? minutes[1]);
    found = true;
  }
  if (!found) {
    const bare = lower.match(/^\s*(\d+)\s*$/);
    if (bare) return Number(bare[1]);
  }
  return found ? Math.round(total) : null;
}

/** Minutes as an ISO 8601 duration (schema.org prepTime): 75 -> 'PT1H15M'. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}
