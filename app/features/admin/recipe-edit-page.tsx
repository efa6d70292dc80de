import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { recipeToFormValues } from '../../../shared/recipe-form';
import { usePageTitle } from '../../components/layout/use-page-title';
import { toast } from '../../components/ui/toast-store';
import { useUpdateRecipe } from './api/update-recipe';
import { RecipeForm } from './recipe-form';
import { RecipePageFrame } from './recipe-page-frame';
import { useAdminRecipe } from './use-admin-query';
import { AccessDenied, useAdminGuard } from './use-admin-guard';

/** docs/product.md#admin (Edit Recipe): loads by slug from the server, pre-fills every field. */
export function RecipeEditPage() {
  const { slug = '' } = useParams();
  const path = `/recipes/edit/${slug}`;
  const allowed = useAdminGuard('You must be logged in as admin to edit recipes.');
  const navigate = useNavigate();
  const { save } = useUpdateRecipe(slug, path);
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
