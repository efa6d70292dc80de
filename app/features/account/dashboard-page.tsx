import { usePageTitle } from '../../components/layout/use-page-title';

export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Dashboard</h1>
    </div>
  );
}
