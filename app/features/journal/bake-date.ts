/** The day of a bake as the journal says it: 'Nov 29, 2026'. */
export const bakeDate = (at: number) =>
  new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "You made this once", "You made this 3 times". */
export const madeTimes = (count: number) => `You made this ${count === 1 ? 'once' : `${count} times`}`;

/** Where an entry opens: its place in the dashboard's Bakes tab. */
export const bakeHref = (id: string) => `/dashboard#bake-${id}`;
