import { usePageTitle } from '../../components/layout/use-page-title';

export function FavoritesPage() {
  usePageTitle('Favorites');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Favorites</h1>
    </div>
  );
}
