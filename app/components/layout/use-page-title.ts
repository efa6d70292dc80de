import { useEffect } from 'react';
import { BRAND } from '../../../shared/brand';

/** Sets document.title to '{title} - Sift & Story' (docs/product.md#admin: 'Add Recipe - {product}'). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} - ${BRAND}`;
  }, [title]);
}
