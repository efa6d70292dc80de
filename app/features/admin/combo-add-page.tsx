import { usePageTitle } from '../../components/layout/use-page-title';

export function ComboAddPage() {
  usePageTitle('Add Favorite Combo');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Add Favorite Combo</h1>
    </div>
  );
}
