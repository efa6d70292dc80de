import { usePageTitle } from '../../components/layout/use-page-title';

export function CreateComboPage() {
  usePageTitle('Create Your Personal Combo');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Create Your Personal Combo</h1>
    </div>
  );
}
