import { useEffect, useState } from 'react';
import type * as MethodModule from '../../../shared/method';

/**
 * The recipe's method (shared/method, docs/decisions/034-the-method-follows-the-amounts.md) loads beside
 * the page rather than in its first load (docs/decisions/002-first-load-budget.md): at the size as
 * written its steps are the recipe's own, in the view's units, and the engine's amounts alone write
 * them. It is asked for as soon as a recipe page shows, so a size or a tool a moment later finds it;
 * the service worker precaches it for offline use.
 */
type Method = typeof MethodModule;

let loaded: Method | null = null;
let loading: Promise<Method> | null = null;

export function loadMethod(): Promise<Method> {
  loading ??= import('../../../shared/method').then((module) => (loaded = module));
  return loading;
}

/** The method module, or null until it has loaded (`wanted` starts the load). */
export function useMethodModule(wanted: boolean): Method | null {
  const [module, setModule] = useState<Method | null>(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    void loadMethod()
      .then((m) => live && setModule(m))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module ?? loaded;
}
