import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { changedFields, recipeToFormValues, toRecipePayload, type RecipeFormValues } from '../../../shared/recipe-form';
import type { Recipe } from '../../../shared/schemas/recipe';
import { autolinkStory } from '../../../shared/story-autolink';
import { usePageTitle } from '../../components/layout/use-page-title';
import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../data/api';
import { afterRecipeChange, updateRecipe } from './admin-api';
import { clearDraft } from './form-draft';
import { RecipeForm } from './recipe-form';
import { RecipePageFrame, sessionEndedOnSave } from './recipe-page-frame';
import { useAdminRecipe } from './use-admin-query';
import { AccessDenied, useAdminGuard } from './use-admin-guard';
import { useLinkTargets } from './use-link-targets';

/** docs/product.md#admin (Edit Recipe): loads by slug from the server, pre-fills every field. */
export function RecipeEditPage() {
  const { slug = '' } = useParams();
  const path = `/recipes/edit/${slug}`;
  const allowed = useAdminGuard('You must be logged in as admin to edit recipes.');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const linkTargets = useLinkTargets();
  const recipe = useAdminRecipe(slug, allowed);
  const { notFound } = recipe;
  usePageTitle(recipe.data ? `Edit ${recipe.data.title}` : notFound ? 'Recipe not found' : 'Edit Recipe');
  useEffect(() => {
    // docs/product.md#admin: a load failure is also a toast.
    if (recipe.isError)
      toast({
        title: 'Failed to load recipe',
        description: notFound ? 'Recipe not found.' : 'Please try again.',
        variant: 'destructive',
      });
  }, [recipe.isError, recipe.errorUpdatedAt, notFound]);
  if (!allowed) return <AccessDenied />;

  /** `saved` is the recipe the form started from (the form is keyed on its version). */
  async function save(values: RecipeFormValues, saved: Recipe): Promise<string | null> {
    const payload = toRecipePayload(values);
    // Only what the admin changed in this form: the rest, featured among it, may have changed elsewhere since.
    const changes = changedFields(toRecipePayload(recipeToFormValues(saved)), payload);
    if (changes.story !== undefined) changes.story = autolinkStory(changes.story, linkTargets, { excludeSlug: slug });
    try {
      await updateRecipe(slug, changes);
      // Saved: before the refetch below remounts the form, so it does not come back as a draft.
      clearDraft(path);
      toast({ title: 'Recipe Updated', description: `"${payload.title}" has been updated.`, variant: 'success' });
      await afterRecipeChange(queryClient);
      navigate('/admin/dashboard');
      return null;
    } catch (err) {
      const ended = sessionEndedOnSave(err, path, navigate);
      if (ended) return ended;
      const message =
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'There was a problem updating your recipe. Please try again.';
      toast({ title: 'Failed to update recipe', description: message, variant: 'destructive' });
      return `Failed to update recipe: ${message}`;
    }
  }

  return (
    <RecipePageFrame title="Edit Recipe">
      {recipe.isPending && (
        <div role="status" className="flex items-center gap-3 py-16 text-cocoa">
          <span className="h-8 w-8 animate-spin rounded-full border-4 border-oat border-t-crust" aria-hidden="true" />
          Loading recipe…
        </div>
      )}
      {recipe.isError && notFound && (
        <div role="alert" className="card mt-8 p-8 text-center">
          <p className="font-semibold text-berry-dark">Recipe not found.</p>
          <p className="mt-2 text-cocoa">
            No recipe has the address /recipes/{slug}: it may have been deleted, or the link is mistyped.
          </p>
          <Link to="/admin/dashboard" className="btn-primary mt-4">
            Back to Dashboard
          </Link>
        </div>
      )}
      {recipe.isError && !notFound && (
        <div role="alert" className="card mt-8 p-8 text-center">
          <p className="font-semibold text-berry-dark">Failed to load recipe. Please try again.</p>
          <div className="mt-4 flex justify-center gap-3">
            <button type="button" className="btn-outline" onClick={() => void recipe.refetch()}>
              Try again
            </button>
            <Link to="/admin/dashboard" className="btn-ghost">
              Back to Dashboard
            </Link>
          </div>
        </div>
      )}
      {recipe.data && (
        <div className="mt-8">
          <p className="mb-6 text-cocoa">
            Editing{' '}
            <Link to={`/recipes/${recipe.data.slug}`} className="font-semibold text-crust underline">
              /recipes/{recipe.data.slug}
            </Link>
            . The address stays the same when the title changes.
          </p>
          <RecipeForm
            key={`${recipe.data.id}-${recipe.data.version}`}
            mode="edit"
            draftPath={path}
            initial={recipeToFormValues(recipe.data)}
            submitLabel="Update Recipe"
            savingLabel="Saving..."
            onSubmit={(values) => save(values, recipe.data)}
            onCancel={() => navigate('/admin/dashboard')}
          />
        </div>
      )}
    </RecipePageFrame>
  );
}
