/**
 * Demo shop content: video tutorials (coming soon), hands-on classes and workshops.
 * Illustrations come from illustrations.ts ('video', 'class', 'workshop'), seeded by title.
 */

export interface VideoSeed {
  title: string;
  description: string;
  featured: boolean;
}

export interface WorkshopSeed {
  kind: 'class' | 'workshop';
  title: string;
  description: string;
  /** ISO date-time (UTC), in the future. */
  date: string;
  location: string;
  /** Price in cents; null means TBD (workshops are priced once the menu is set). */
  priceCents: number | null;
  spotsAvailable: number;
}

export const STUDIO_LOCATION = 'Sift & Story Studio, 18 Orchard Lane, Willow Creek';
export const COMMUNITY_KITCHEN_LOCATION = 'Willow Creek Grange Hall Community Kitchen, 5 Church Street, Willow Creek';

export const demoVideos: VideoSeed[] = [
  {
    title: 'Bread Basics: Mixing, Kneading and Shaping a Sandwich Loaf',
    description:
      'Bake the One-Bowl White Bread alongside me: how to tell when the dough is kneaded enough, how a proper rise looks and how to shape a tight loaf that bakes up tall.',
    featured: true,
  },
  {
    title: 'Buttercream 101: Smooth Sides and Sharp Edges',
    description:
      'Crumb coating, chilling and the bench-scraper trick for smooth, straight-sided cakes, using Vanilla Buttercream and a turntable.',
    featured: true,
  },
  {
    title: 'Rolling and Cutting Sugar Cookies That Keep Their Shape',
    description:
      'Rolling between parchment, chilling flat, cutting cleanly and baking so the edges stay crisp, plus a quick lesson in flooding with icing.',
    featured: true,
  },
  {
    title: 'Piping Techniques: Swirls, Rosettes and Borders',
    description:
      'Which tips to buy first, how to fill and hold a piping bag and how to pipe the classic cupcake swirl, rosettes and shell borders.',
    featured: false,
  },
  {
    title: 'All-Butter Pie Crust Without Fear',
    description:
      'Cutting in cold butter, judging the water, rolling a round that fits the plate, weaving a lattice and crimping an edge that holds in the oven.',
    featured: false,
  },
  {
    title: 'Macarons, Step by Step',
    description:
      'Whipping the meringue, folding to the right consistency, piping even shells and reading the signs when a batch goes wrong.',
    featured: false,
  },
  {
    title: 'Fruit Fillings and Curds for Cakes',
    description:
      'Cooking Raspberry Filling and lemon curd to the right thickness, and how to build a buttercream dam so fillings stay inside the cake.',
    featured: false,
  },
];

export const demoWorkshops: WorkshopSeed[] = [
  {
    kind: 'class',
    title: 'Beginner Bread: Your First Sandwich Loaf',
    description:
      'A relaxed, hands-on morning for complete beginners. Mix, knead and shape your own loaf, bake it in our ovens and take it home warm, with a recipe card and a jar of flour to keep going.',
    date: '2027-01-16T15:00:00.000Z',
    location: STUDIO_LOCATION,
    priceCents: 6500,
    spotsAvailable: 12,
  },
  {
    kind: 'class',
    title: 'Buttercream Cake Decorating',
    description:
      'Level, fill, crumb coat and finish a 6-inch layer cake with smooth buttercream sides and piped borders. All tools, cake layers and buttercream provided; you take your cake home.',
    date: '2027-02-13T16:00:00.000Z',
    location: STUDIO_LOCATION,
    priceCents: 8500,
    spotsAvailable: 3,
  },
  {
    kind: 'class',
    title: 'Cut-out Cookies for Spring',
    description:
      'Roll, cut and bake soft sugar cookies, then decorate a dozen with buttercream and royal icing. A lovely class to bring a friend or an older child (ages 12 and up with an adult).',
    date: '2027-03-20T15:00:00.000Z',
    location: STUDIO_LOCATION,
    priceCents: 5500,
    spotsAvailable: 8,
  },
  {
    kind: 'class',
    title: 'Macaron Masterclass',
    description:
      'A small-group afternoon devoted to French macarons: meringue, folding, piping, baking and filling. Leave with two dozen shells and the confidence to try again at home.',
    date: '2027-04-24T17:00:00.000Z',
    location: STUDIO_LOCATION,
    priceCents: 9500,
    spotsAvailable: 6,
  },
  {
    kind: 'workshop',
    title: 'Community Pie Day',
    description:
      'A full day at the Grange Hall making all-butter crusts and seasonal fruit pies side by side, with a potluck lunch. Pricing will be announced once the fruit and menu are set.',
    date: '2027-06-12T14:00:00.000Z',
    location: COMMUNITY_KITCHEN_LOCATION,
    priceCents: null,
    spotsAvailable: 20,
  },
  {
    kind: 'workshop',
    title: 'Sourdough Weekend',
    description:
      'Two mornings from starter to crusty loaf: feeding and maintaining a starter, mixing, folding, shaping and baking in a lidded pot. Everyone leaves with a starter of their own.',
    date: '2027-09-18T14:00:00.000Z',
    location: STUDIO_LOCATION,
    priceCents: null,
    spotsAvailable: 10,
  },
  {
    kind: 'workshop',
    title: 'Holiday Baking Marathon',
    description:
      'Gingerbread, shortbread, cinnamon rolls and a tray of dinner rolls, all in one festive day in the community kitchen. Bring a tin; you will fill it.',
    date: '2027-12-04T15:00:00.000Z',
    location: COMMUNITY_KITCHEN_LOCATION,
    priceCents: null,
    spotsAvailable: 16,
  },
];
