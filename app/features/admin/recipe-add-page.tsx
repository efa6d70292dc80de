import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/use-page-title';
import { useCreateRecipe } from './api/create-recipe';
import { EMPTY_RECIPE, RecipeForm } from './recipe-form';
import { RecipePageFrame } from './recipe-page-frame';
import { AccessDenied, useAdminGuard } from './use-admin-guard';

const PATH = '/recipes/add';

/** docs/product.md#admin (Add Recipe), document title 'Add Recipe - Sift & Story'. */
export function RecipeAddPage() {
  usePageTitle('Add Recipe');
  const allowed = useAdminGuard('You must be logged in as admin to add recipes.');
  const navigate = useNavigate();
  const { add } = useCreateRecipe(PATH);
  if (!allowed) return <AccessDenied />;

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
          onSubmit={add}
          onCancel={() => navigate('/admin/dashboard')}
        />
      </div>
    </RecipePageFrame>
  );
}
