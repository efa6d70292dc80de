import { usePageTitle } from '../../components/layout/use-page-title';

export function ShopPage() {
  usePageTitle('Shop');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Shop</h1>
    </div>
  );
}
