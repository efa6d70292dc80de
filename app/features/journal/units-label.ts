/** How a bake's unit system reads: 'US cups' or 'metric'. */
export const unitsLabel = (units: 'us' | 'metric') => (units === 'metric' ? 'metric' : 'US cups');
