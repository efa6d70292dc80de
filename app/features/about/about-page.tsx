import { usePageTitle } from '../../components/layout/use-page-title';

export function AboutPage() {
  usePageTitle('About');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">About</h1>
    </div>
  );
}
