import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isComboMode, toRecipePayload, type RecipeFormValues } from '../../../shared/recipe-form';
import { autolinkStory } from '../../../shared/story-autolink';
import { usePageTitle } from '../../components/layout/use-page-title';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../data/api';
import { afterRecipeChange, createRecipe } from './admin-api';
import { getAdminToken } from './admin-session';
import { clearDraft } from './form-draft';
import { EMPTY_RECIPE, RecipeForm } from './recipe-form';
import { RecipePageFrame, sessionEndedOnSave } from './recipe-page-frame';
import { AccessDenied, useAdminGuard } from './use-admin-guard';
import { useLinkTargets } from './use-link-targets';

const PATH = '/recipes/add';

/** docs/product.md#admin (Add Recipe), document title 'Add Recipe - Sift & Story'. */
export function RecipeAddPage() {
  usePageTitle('Add Recipe');
  const allowed = useAdminGuard('You must be logged in as admin to add recipes.');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const linkTargets = useLinkTargets();
  if (!allowed) return <AccessDenied />;

  async function save(values: RecipeFormValues): Promise<string | null> {
    if (!getAdminToken()) {
      toast({
        title: 'Authentication Required',
        description: "Please log in as admin first by clicking the 'k' in 'Baking' 5 times on the homepage.",
        variant: 'destructive',
      });
      return 'Admin authentication required';
    }
    const payload = toRecipePayload(values);
    payload.story = autolinkStory(payload.story, linkTargets, { comboPhrases: isComboMode(payload.tags) });
    try {
      const created = await createRecipe(payload);
      clearDraft(PATH);
      toast({ title: 'Recipe Added', description: `"${created.title}" has been added.`, variant: 'success' });
      await afterRecipeChange(queryClient);
      navigate(`/recipes/${created.slug}`);
      return null;
    } catch (err) {
      const ended = sessionEndedOnSave(err, PATH, navigate);
      if (ended) return ended;
      console.error('Failed to add recipe', err);
      toast({
        title: 'Error',
        description: 'There was a problem adding your recipe. Please try again.',
        variant: 'destructive',
      });
      const detail = err instanceof ApiError ? (err.serverMessage ?? err.bodyText) : 'Network request failed';
      return `Failed to add recipe: ${detail}`;
    }
  }

  return (
    <RecipePageFrame title="Add Recipe">
      <p className="mt-2 text-cocoa">Fill in the recipe. Visitors&rsquo; devices pick it up on their next sync.</p>
      <div className="mt-8">
        <RecipeForm
          mode="add"
          draftPath={PATH}
          initial={EMPTY_RECIPE}
          submitLabel="Add Recipe"
          savingLabel="Adding Recipe..."
          onSubmit={save}
          onCancel={() => navigate('/admin/dashboard')}
        />
      </div>
    </RecipePageFrame>
  );
}
