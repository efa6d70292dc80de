// @vitest-environment happy-dom
import type * as ImageUpload from './image-upload';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { AdminLoginPage } from './admin-login-page';
import { clearAdminSession, clearAdminSessionOnStart, getAdminToken, saveAdminSession } from './admin-session';
import { json, makeRecipe, renderRoutes, stubApi, toastTitles, type Answer } from './admin-test-utils';
import { ComboAddPage } from './combo-add-page';
import { readDraft, recipeDraftSchema, writeDraft } from './form-draft';
import { RecipeAddPage } from './recipe-add-page';
import { RecipeEditPage } from './recipe-edit-page';

vi.mock('./use-link-targets', () => ({ useLinkTargets: () => [] }));
vi.mock('../../data/sync-client', () => ({ syncRecipes: async () => undefined }));
// happy-dom cannot decode images: the resize step hands back a small blob.
vi.mock('./image-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageUpload>()),
  downscaleImage: async () => new Blob(['x'], { type: 'image/webp' }),
}));

const answer: { current: Answer } = { current: () => json(500, { message: 'unexpected call' }) };
let calls: ReturnType<typeof stubApi>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  toastStore.setState([], true);
  saveAdminSession('admin_1_first');
  calls = stubApi(answer);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [
  { path: '/recipes/add', element: <RecipeAddPage /> },
  { path: '/recipes/add-combo', element: <ComboAddPage /> },
  { path: '/recipes/edit/:slug', element: <RecipeEditPage /> },
  { path: '/admin/login', element: <AdminLoginPage /> },
  { path: '/admin/dashboard', element: <h1>Admin Dashboard</h1> },
  { path: '/recipes/:slug', element: <h1>Recipe page</h1> },
];

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
function addEntry(name: string, value: string) {
  const input = screen.getByLabelText(`New ${name}`, { exact: true });
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
}

function fillRecipe() {
  type('Title', 'Brown Butter Blondies');
  type('Description', 'Chewy blondies with nutty brown butter.');
  addEntry('tag', 'Cookies');
  type('Prep Time', '20 mins');
  type('Cook Time', '25 mins');
  type('Servings', '16');
  fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'Medium' } });
  addEntry('ingredient', '170 g butter, browned');
  addEntry('instruction', 'Brown the butter and let it cool.');
  type('Story', 'My sister asked for these every birthday.');
  type('Notes', 'Keeps for three days.');
}

/** Logs in on the login page; `otherwise` answers every other call made afterwards. */
async function logInAgain(otherwise: Answer = () => json(500, {})) {
  await screen.findByRole('heading', { name: 'Admin Login' });
  type('Username', 'admin');
  type('Password', 'secret');
  answer.current = (method, url, body) =>
    url === '/api/admin/validate'
      ? json(200, { valid: true, message: 'Login successful', token: 'admin_2_second' })
      : otherwise(method, url, body);
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('a form whose admin session ends on the server', () => {
  it('keeps what was typed on Add Recipe through a 401, returns to it after logging in, and saves it', async () => {
    const router = renderRoutes(routes, '/recipes/add');
    fillRecipe();
    answer.current = () => json(401, { message: 'Your admin session has expired. Please log in again.' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Frecipes%2Fadd');
    expect(toastTitles()).toEqual(['Authentication Failed']);
    expect(toastStore.getState()[0]!.description).toBe('Your admin session has expired. Please log in again.');
    expect(
      await screen.findByText(
        'Your admin session ended before the form was saved. What you typed is kept: log in again to go back to it.',
      ),
    ).toBeTruthy();
    expect(JSON.stringify(sessionStorage)).not.toContain('admin_1_first');

    await logInAgain();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/add'));
    expect(await screen.findByText('Your unsaved changes are back: the form is as you left it.')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Brown Butter Blondies');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Chewy blondies with nutty brown butter.',
    );
    expect((screen.getByLabelText('Servings') as HTMLInputElement).value).toBe('16');
    expect((screen.getByLabelText('Difficulty') as HTMLSelectElement).value).toBe('Medium');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Keeps for three days.');
    expect(screen.getByText('170 g butter, browned')).toBeTruthy();
    expect(screen.getByText('Brown the butter and let it cool.')).toBeTruthy();
    expect(screen.getByText('Cookies')).toBeTruthy();

    answer.current = (_method, _url, body) => json(201, makeRecipe(41, (body as { title: string }).title));
    fireEvent.click(screen.getByRole('button', { name: 'Add Recipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/brown-butter-blondies'));
    const saved = calls.at(-1)!;
    expect(saved.authorization).toBe('Bearer admin_2_second');
    expect(saved.body).toMatchObject({
      title: 'Brown Butter Blondies',
      servings: 16,
      difficulty: 'Medium',
      ingredients: ['170 g butter, browned'],
      notes: 'Keeps for three days.',
    });
    expect(readDraft('/recipes/add', recipeDraftSchema)).toBeNull();
  });

  it('keeps the draft when the image upload answers 401, and sends the admin back to the same form', async () => {
    const router = renderRoutes(routes, '/recipes/add');
    type('Title', 'Honey Cake');
    answer.current = () => json(401, { message: 'Your admin session has expired. Please log in again.' });
    fireEvent.change(screen.getByLabelText('Upload a photo'), {
      target: { files: [new File(['x'], 'cake.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Frecipes%2Fadd');
    expect(toastTitles()).toEqual(['Authentication Failed']);
    await logInAgain();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/add'));
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Honey Cake');
  });

  it("keeps text still waiting in a list's new-entry box through an image upload's 401", async () => {
    const router = renderRoutes(routes, '/recipes/add');
    type('Title', 'Honey Cake');
    addEntry('ingredient', '2 eggs');
    fireEvent.change(screen.getByLabelText('New ingredient', { exact: true }), { target: { value: '1 cup honey' } });
    answer.current = () => json(401, { message: 'Your admin session has expired. Please log in again.' });
    fireEvent.change(screen.getByLabelText('Upload a photo'), {
      target: { files: [new File(['x'], 'cake.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    await logInAgain();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/add'));
    // Back in its box, still not added (docs/product.md#admin: an entry is added with Enter or +).
    expect(((await screen.findByLabelText('New ingredient', { exact: true })) as HTMLInputElement).value).toBe(
      '1 cup honey',
    );
    expect(
      within(screen.getByRole('list', { name: 'Ingredients added' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 eggs×']);
  });

  it('keeps a fresh form where only a new-entry box was typed in, with the text still in its box', () => {
    renderRoutes(routes, '/recipes/add');
    fireEvent.change(screen.getByLabelText('New instruction', { exact: true }), {
      target: { value: 'Warm the honey.' },
    });
    cleanup();
    renderRoutes(routes, '/recipes/add');
    expect(screen.getByText('Your unsaved changes are back: the form is as you left it.')).toBeTruthy();
    expect((screen.getByLabelText('New instruction', { exact: true }) as HTMLTextAreaElement).value).toBe(
      'Warm the honey.',
    );
    expect(screen.queryByRole('list', { name: 'Instructions added' })).toBeNull();
  });

  it('forgets a new-entry box emptied again, and Discard changes empties the boxes too', () => {
    renderRoutes(routes, '/recipes/add');
    const box = () => screen.getByLabelText('New tag', { exact: true }) as HTMLInputElement;
    fireEvent.change(box(), { target: { value: 'Bread' } });
    fireEvent.change(box(), { target: { value: '' } });
    expect(readDraft('/recipes/add', recipeDraftSchema)).toBeNull();

    fireEvent.change(box(), { target: { value: 'Bread' } });
    cleanup();
    renderRoutes(routes, '/recipes/add');
    expect(box().value).toBe('Bread');
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(box().value).toBe('');
    expect(readDraft('/recipes/add', recipeDraftSchema)).toBeNull();
  });

  it('keeps an edit through a 401 and returns to the same recipe', async () => {
    const recipe = makeRecipe(7, 'Lemon Bars');
    answer.current = (method, url) =>
      method === 'GET' && url === '/api/recipes/lemon-bars' ? json(200, recipe) : json(401, { message: 'expired' });
    const router = renderRoutes(routes, '/recipes/edit/lemon-bars');
    await screen.findByDisplayValue('Lemon Bars');
    type('Description', 'Sharp, sweet and crumbly lemon bars.');
    fireEvent.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Frecipes%2Fedit%2Flemon-bars');

    await logInAgain((_method, url) => (url === '/api/recipes/lemon-bars' ? json(200, recipe) : json(500, {})));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/edit/lemon-bars'));
    expect(((await screen.findByLabelText('Description')) as HTMLTextAreaElement).value).toBe(
      'Sharp, sweet and crumbly lemon bars.',
    );

    // Saved: the refetch brings a new version, and the draft does not come back with it.
    let current = recipe;
    answer.current = (method, _url, body) => {
      if (method === 'PUT') current = { ...recipe, ...(body as object), version: 2 };
      return json(200, current);
    };
    fireEvent.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(toastTitles()).toEqual(['Recipe Updated']);
    expect(readDraft('/recipes/edit/lemon-bars', recipeDraftSchema)).toBeNull();
  });

  it('a kept edit sends only what the admin changed: a recipe unfeatured meanwhile stays unfeatured', async () => {
    const recipe = makeRecipe(5, 'Fudgy Brownies', { featured: true, featuredOrder: 7 });
    let current = recipe;
    answer.current = (method, _url, body) => {
      if (method === 'PUT') current = { ...current, ...(body as object), version: current.version + 1 };
      return json(200, current);
    };
    const router = renderRoutes(routes, '/recipes/edit/fudgy-brownies');
    await screen.findByDisplayValue('Fudgy Brownies');
    type('Notes', 'Use dark cocoa.');
    type('Description', 'Dense, dark and fudgy in the middle.');
    fireEvent.click(screen.getByRole('link', { name: /Back to Dashboard/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));

    // Meanwhile, elsewhere: unfeatured in the Featured tab, and the title and description edited.
    current = {
      ...recipe,
      featured: false,
      featuredOrder: null,
      title: 'Fudgy Cocoa Brownies',
      description: 'Changed in another tab.',
      version: 2,
    };
    await act(() => router.navigate('/recipes/edit/fudgy-brownies'));
    expect(await screen.findByText('Your unsaved changes are back: the form is as you left it.')).toBeTruthy();
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Fudgy Cocoa Brownies');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Use dark cocoa.');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Dense, dark and fudgy in the middle.',
    );
    expect((screen.getByRole('checkbox', { name: /Featured/ }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { notes: 'Use dark cocoa.', description: 'Dense, dark and fudgy in the middle.' },
    ]);
    expect(current).toMatchObject({ featured: false, featuredOrder: null, title: 'Fudgy Cocoa Brownies' });
    expect(readDraft('/recipes/edit/fudgy-brownies', recipeDraftSchema)).toBeNull();
  });

  it('keeps a favorite combo through a 401', async () => {
    const router = renderRoutes(routes, '/recipes/add-combo');
    type('Title', 'Cookie Stack');
    type('Description', 'Cookies, frosting and berries.');
    type('Recipe Story & Instructions', 'Sandwich a Soft Sugar Cookie with Coconut Buttercream.');
    answer.current = () => json(401, { message: 'expired' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Favorite Combo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Frecipes%2Fadd-combo');
    await logInAgain();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/add-combo'));
    expect(((await screen.findByLabelText('Recipe Story & Instructions')) as HTMLTextAreaElement).value).toBe(
      'Sandwich a Soft Sugar Cookie with Coconut Buttercream.',
    );
  });
});

describe('an admin form opened without a session (docs/product.md#admin: a reload of a form ends it)', () => {
  it('says Access Denied, and after logging in goes back to Add Recipe with what was typed', async () => {
    renderRoutes(routes, '/recipes/add');
    type('Title', 'Rye Crackers');
    addEntry('ingredient', '200 g rye flour');
    fireEvent.change(screen.getByLabelText('New ingredient', { exact: true }), { target: { value: '2 tbsp seeds' } });
    cleanup();
    clearAdminSessionOnStart('/recipes/add'); // the reload
    const router = renderRoutes(routes, '/recipes/add');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Frecipes%2Fadd');
    expect(toastTitles()).toEqual(['Access Denied']);
    expect(toastStore.getState()[0]!.description).toBe('You must be logged in as admin to add recipes.');
    expect(
      await screen.findByText(
        'Your admin session ended before the form was saved. What you typed is kept: log in again to go back to it.',
      ),
    ).toBeTruthy();

    await logInAgain();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/add'));
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Rye Crackers');
    expect(screen.getByText('200 g rye flour')).toBeTruthy();
    expect((screen.getByLabelText('New ingredient', { exact: true }) as HTMLInputElement).value).toBe('2 tbsp seeds');
  });

  it('goes back to the recipe being edited after logging in', async () => {
    clearAdminSession();
    answer.current = (_method, url) =>
      url === '/api/recipes/lemon-bars' ? json(200, makeRecipe(7, 'Lemon Bars')) : json(500, {});
    const router = renderRoutes(routes, '/recipes/edit/lemon-bars');
    await waitFor(() => expect(router.state.location.search).toBe('?returnTo=%2Frecipes%2Fedit%2Flemon-bars'));
    expect(toastStore.getState()[0]).toMatchObject({
      title: 'Access Denied',
      description: 'You must be logged in as admin to edit recipes.',
    });
    await logInAgain((_method, url) =>
      url === '/api/recipes/lemon-bars' ? json(200, makeRecipe(7, 'Lemon Bars')) : json(500, {}),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/edit/lemon-bars'));
    expect(await screen.findByDisplayValue('Lemon Bars')).toBeTruthy();
  });

  it('with no draft, the login page does not promise one', async () => {
    clearAdminSession();
    const router = renderRoutes(routes, '/recipes/add-combo');
    await waitFor(() => expect(router.state.location.search).toBe('?returnTo=%2Frecipes%2Fadd-combo'));
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(screen.queryByText(/What you typed is kept/)).toBeNull();
  });
});

describe('the draft', () => {
  it('is not admin session data: logging out and an app start on the form leave it', () => {
    writeDraft('/recipes/add', { values: { ...makeRecipe(1, 'Scones'), servings: '6' } });
    clearAdminSession();
    clearAdminSessionOnStart('/recipes/add');
    expect(getAdminToken()).toBeNull();
    expect(readDraft('/recipes/add', recipeDraftSchema)?.values.title).toBe('Scones');
  });

  it('is ignored when what storage holds is not a form', () => {
    sessionStorage.setItem('adminDraft:/recipes/add', '{"title": 3}');
    renderRoutes(routes, '/recipes/add');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Discard changes')).toBeNull();
  });

  it('Discard changes empties the form and forgets the draft', () => {
    renderRoutes(routes, '/recipes/add');
    type('Title', 'Rye Crackers');
    cleanup();
    renderRoutes(routes, '/recipes/add');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Rye Crackers');
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(readDraft('/recipes/add', recipeDraftSchema)).toBeNull();
  });

  it('Cancel forgets the draft', async () => {
    const router = renderRoutes(routes, '/recipes/add');
    type('Title', 'Rye Crackers');
    expect(readDraft('/recipes/add', recipeDraftSchema)?.values.title).toBe('Rye Crackers');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(readDraft('/recipes/add', recipeDraftSchema)).toBeNull();
  });

  it('only ever sends the admin back to an admin form after logging in', async () => {
    clearAdminSession();
    const router = renderRoutes(routes, '/admin/login?returnTo=https%3A%2F%2Fevil.example%2F');
    await logInAgain();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
