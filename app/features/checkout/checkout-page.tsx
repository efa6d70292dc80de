import { usePageTitle } from '../../components/layout/use-page-title';

export function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl">Checkout</h1>
    </div>
  );
}
