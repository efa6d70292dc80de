import { usePageTitle } from '../../components/layout/use-page-title';

export function RecipeEditPage() {
  usePageTitle('Edit Recipe');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Edit Recipe</h1>
    </div>
  );
}
