import { usePageTitle } from '../../components/layout/use-page-title';

export function ProfileEditPage() {
  usePageTitle('Edit Profile');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Edit Profile</h1>
    </div>
  );
}
