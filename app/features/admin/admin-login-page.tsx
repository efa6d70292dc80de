import { usePageTitle } from '../../components/layout/use-page-title';

export function AdminLoginPage() {
  usePageTitle('Admin Login');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Admin Login</h1>
    </div>
  );
}
