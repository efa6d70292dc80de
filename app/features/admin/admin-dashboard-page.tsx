import { usePageTitle } from '../../components/layout/use-page-title';

export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Admin Dashboard</h1>
    </div>
  );
}
