import { describe, expect, it } from 'vitest';
import { makeRecipe } from './data/recipe-fixture';
import { recipesFromPage } from './data/catalog-seed';
import { renderPage } from './entry-server';

/** The server's render (decision 007) in Node, with no window, document or device database. */
describe('renderPage', () => {
  const lemon = makeRecipe(7, {
    slug: 'lemon-bars',
    title: 'Lemon Bars',
    description: 'Sharp, sweet and buttery.',
    imageUrl: '/objects/recipe-lemon-bars',
    featured: true,
    featuredOrder: 1,
    tags: ['Bars'],
    ingredients: ['---For the crust---', '1 cup (125 g) flour', '1/2 cup butter'],
    instructions: ['Press the crust into the pan.', 'Bake until golden.'],
    story: 'My grandmother made these.',
    notes: 'They keep for three days.',
  });
  const scones = makeRecipe(8, { slug: 'scones', title: 'Cream Scones', featured: true, featuredOrder: 2 });

  it('renders the home page with its featured recipes, header and footer', async () => {
    const html = (await renderPage('http://localhost/', [lemon, scones]))!;
    expect(html).toContain('Featured Recipes');
    expect(html).toContain('href="/recipes/lemon-bars"');
    expect(html).toContain('>Cream Scones<');
    expect(html).toContain('aria-label="Main"');
    expect(html).not.toContain('recipe-skeleton');
  });

  it('renders a recipe page whole: facts, ingredients, steps, story and notes', async () => {
    const html = (await renderPage('http://localhost/recipes/lemon-bars', [lemon]))!;
    expect(html).toMatch(/<h1[^>]*>Lemon Bars<\/h1>/);
    expect(html).toContain('For the crust');
    expect(html).toContain('Press the crust into the pan.');
    expect(html).toContain('My grandmother made these.');
    expect(html).toContain('They keep for three days.');
    expect(html).toContain('Cook mode');
    // The head of the page carries the schema.org block; the render adds none of its own.
    expect(html).not.toContain('application/ld+json');
  });

  it('renders a Favorite Combo with the sections of the recipes it links, when the page carries them', async () => {
    const curd = makeRecipe(9, {
      slug: 'silky-lemon-curd',
      title: 'Silky Lemon Curd',
      ingredients: ['3 large eggs', '1/2 cup (120 ml) fresh lemon juice'],
      instructions: ['Whisk the eggs and lemon juice.', 'Cook until thick, then chill for 2 hours.'],
    });
    const combo = makeRecipe(10, {
      slug: 'lemon-bar-party',
      title: 'Lemon Bar Party',
      tags: ['FavoriteCombos'],
      servings: 24,
      story:
        'Bake a batch of [Lemon Bars](/recipes/lemon-bars) and make a batch of [Silky Lemon Curd](/recipes/silky-lemon-curd).',
      ingredients: ['See referenced recipes'],
      instructions: ['Follow the story above: make each linked recipe, then serve.'],
    });
    const html = (await renderPage('http://localhost/recipes/lemon-bar-party', [combo, lemon, curd]))!;
    expect(html).toMatch(/<h1[^>]*>Lemon Bar Party<\/h1>/);
    expect(html).not.toContain('See referenced recipes');
    expect(html).toContain('Press the crust into the pan.');
    expect(html).toContain('Cook until thick, then chill for 2 hours.');
    // The US view keeps no millilitres beside cups (docs/decisions/034-the-method-follows-the-amounts.md).
    expect(html).toContain('1/2 cup fresh lemon juice');
    expect(html).toContain('>Silky Lemon Curd<');
  });

  it('names a Favorite Combo’s part whose recipe is gone, by the story’s words for it', async () => {
    const combo = makeRecipe(11, {
      slug: 'lemon-bar-party',
      title: 'Lemon Bar Party',
      tags: ['FavoriteCombos'],
      servings: 24,
      story:
        'Bake a batch of [Lemon Bars](/recipes/lemon-bars) and make a batch of [Silky Lemon Curd](/recipes/silky-lemon-curd).',
      ingredients: ['See referenced recipes'],
      instructions: ['Follow the story above: make each linked recipe, then serve.'],
    });
    // The curd was deleted: the page carries the combo and the bars only.
    const html = (await renderPage('http://localhost/recipes/lemon-bar-party', [combo, lemon]))!;
    expect(html).toContain('Press the crust into the pan.');
    expect(html).toContain(
      'Silky Lemon Curd is no longer on the site, so its ingredients and steps are not listed here.',
    );
    // Named in the story as words: no link, no 'This combo uses' chip to a page that is gone.
    expect(html).not.toContain('href="/recipes/silky-lemon-curd"');
    expect(html).toContain('href="/recipes/lemon-bars"');
    const whole = (await renderPage('http://localhost/recipes/lemon-bar-party', [
      combo,
      lemon,
      makeRecipe(9, { slug: 'silky-lemon-curd', title: 'Silky Lemon Curd' }),
    ]))!;
    expect(whole).not.toContain('no longer on the site');
  });

  it("writes a Favorite Combo's part made more than once with its pans, as the browser's first render does", async () => {
    const brownies = makeRecipe(11, {
      slug: 'fudgy-brownies',
      title: 'Fudgy Brownies',
      servings: 16,
      ingredients: ['1 cup (226 g) butter', '2 cups (400 g) sugar', '4 large eggs', '1 cup (125 g) flour'],
      instructions: [
        'Heat the oven to 350°F and grease a 9x13-inch pan.',
        'Melt the butter with the sugar, then beat in the eggs and fold in the flour.',
        'Spread in the pan and bake for 25 minutes.',
      ],
    });
    const combo = makeRecipe(12, {
      slug: 'brownie-party',
      title: 'Brownie Party',
      tags: ['FavoriteCombos'],
      servings: 32,
      story: 'Bake a double batch of [Fudgy Brownies](/recipes/fudgy-brownies).',
      ingredients: ['See referenced recipes'],
      instructions: ['Cut into squares and serve.'],
    });
    const html = (await renderPage('http://localhost/recipes/brownie-party', [combo, brownies]))!;
    // More than one batch fills more than one pan: the method's steps, not the recipe's as written.
    expect(html).toMatch(/grease two [\dx-]+inch pans/);
    expect(html).toContain('Spread in the pans and bake');
    expect(html).not.toContain('grease a 9x13-inch pan');
  });

  it('renders the list with the recipes it leads with, the chip of its tag pressed', async () => {
    const html = (await renderPage('http://localhost/recipes?tag=bread', [scones]))!;
    expect(html).toMatch(/<h1[^>]*>Recipes<\/h1>/);
    expect(html).toContain('href="/recipes/scones"');
    expect(html).toMatch(/aria-pressed="true">Bread &amp; Pastries</);
  });

  it('renders what the browser shows before its device answers when the page carries no recipes', async () => {
    const html = (await renderPage('http://localhost/recipes/lemon-bars', []))!;
    expect(html).toContain('Loading recipe');
    expect(html).not.toContain('Lemon Bars');
  });

  it('renders the shop from the lists it is given: the videos, or the classes with their spots and the workshops', async () => {
    const shop = {
      videos: [{ id: 1, title: 'Laminating Dough', description: 'Butter and folds.', imageUrl: null }],
      workshops: [
        {
          id: 2,
          kind: 'class',
          title: 'Sourdough Basics',
          description: 'Starter to loaf.',
          date: '2027-01-16T15:00:00.000Z',
          timeZone: 'America/New_York',
          location: 'The studio',
          price: 8500,
          imageUrl: null,
          spotsAvailable: 3,
        },
        {
          id: 3,
          kind: 'workshop',
          title: 'Holiday Cookies',
          description: 'Decorating for all ages.',
          date: '2027-12-12T15:00:00.000Z',
          timeZone: 'America/New_York',
          location: 'Community hall',
          price: null,
          imageUrl: null,
          spotsAvailable: 20,
        },
      ],
    };
    const videos = (await renderPage('http://localhost/shop', [], { shop }))!;
    expect(videos).toMatch(/<h1[^>]*>Shop<\/h1>/);
    expect(videos).toContain('Laminating Dough');
    expect(videos).not.toContain('Sourdough Basics');
    const workshops = (await renderPage('http://localhost/shop?tab=workshops', [], { shop }))!;
    expect(workshops).toContain('Sourdough Basics');
    expect(workshops).toMatch(/3 spots? left/i);
    expect(workshops).toContain('Holiday Cookies');
    expect(workshops).not.toContain('Loading classes');
  });

  it('renders the pages that need no data: about, the signed-out frames, checkout, admin login, not found', async () => {
    const cases = [
      ['/about', /The kitchen behind/],
      ['/favorites', /My Favorites/],
      ['/dashboard', /aria-busy="true"/],
      ['/checkout', /<h1[^>]*>Checkout<\/h1>/],
      ['/admin/login', /<h1[^>]*>Admin Login<\/h1>/],
      ['/page-not-found', /<h1[^>]*>Page Not Found<\/h1>/],
    ] as const;
    for (const [path, shows] of cases) {
      const html = await renderPage(`http://localhost${path}`, []);
      expect(html, path).toMatch(shows);
      expect(html, path).toContain('aria-label="Main"');
    }
  });

  it("forgets the page's recipes once rendered: the next request starts from nothing", async () => {
    await renderPage('http://localhost/', [lemon]);
    expect(recipesFromPage('/')).toBeUndefined();
  });
});
