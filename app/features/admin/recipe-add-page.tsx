import { usePageTitle } from '../../components/layout/use-page-title';

export function RecipeAddPage() {
  usePageTitle('Add Recipe');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Add Recipe</h1>
    </div>
  );
}
