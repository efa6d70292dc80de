import { usePageTitle } from '../../components/layout/use-page-title';

export function RecipeCompilerPage() {
  usePageTitle('AI Recipe Combiner');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">AI Recipe Combiner</h1>
    </div>
  );
}
