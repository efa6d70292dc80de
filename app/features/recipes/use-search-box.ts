import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { categoryIdOf } from '../../../shared/categories';

/**
 * The Recipes page's search box and category chips, kept in the URL (`?search=`, `?tag=`) so the
 * list filters as the visitor types and Back works (docs/product.md#recipes).
 */
export function useSearchBox() {
  const [params, setParams] = useSearchParams();
  const tag = categoryIdOf(params.get('tag') ?? 'all');
  const search = params.get('search') ?? '';
  // docs/product.md#recipes: a tag takes priority over search. So the page never shows a search the list
  // ignores: a category empties the box, and typing goes back to All Recipes.
  const [query, setQuery] = useState(tag === 'all' ? search : '');
  // The box's text last written into the URL by the pause below, until the URL shows it.
  const [written, setWritten] = useState<string | null>(null);

  // The URL can also change without the box: a footer category link (docs/product.md#recipes: '?tag='
  // preselects a category), Back and Forward. The box then shows what the URL asks for, instead
  // of writing its old text back over it; only the URL change that the box itself made is left alone.
  const [shownUrl, setShownUrl] = useState({ tag, search });
  if (shownUrl.tag !== tag || shownUrl.search !== search) {
    setShownUrl({ tag, search });
    setWritten(null);
    const ownWrite = tag === 'all' && written !== null && search === written;
    if (!ownWrite) setQuery(tag === 'all' ? search : '');
  }

  // Typing updates the URL after a short pause, so the list filters as you type and back works.
  useEffect(() => {
    const handle = setTimeout(() => {
      if (query === search) return;
      // Built from the live URL, not the render's params: a chip clicked during the pause
      // must not be overwritten by this late update.
      const next = new URLSearchParams(window.location.search);
      if (query.trim()) {
        next.set('search', query);
        next.delete('tag');
      } else next.delete('search');
      setWritten(query.trim() ? query : '');
      setParams(next, { replace: true });
    }, 150);
    return () => clearTimeout(handle);
  }, [query, search, setParams]);

  const selectTag = (id: string) => {
    const next = new URLSearchParams(window.location.search);
    // All Recipes keeps the typed text (and sends it at once, so the pending update has nothing
    // left to do); a category shows all of its recipes and empties the box.
    const kept = id === 'all' ? query : '';
    if (id === 'all') next.delete('tag');
    else next.set('tag', id);
    if (kept.trim()) next.set('search', kept);
    else next.delete('search');
    setQuery(kept);
    setParams(next);
  };

  return { tag, search, query, setQuery, selectTag };
}
