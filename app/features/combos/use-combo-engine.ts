import { useEffect, useState } from 'react';
import type * as Engine from './combo-engine';

type ComboEngine = typeof Engine;

let loaded: ComboEngine | null = null;
let loading: Promise<ComboEngine> | null = null;

/** The combination engine (combo-engine.ts), loaded once; the combiners ask for it when they need it for sure. */
export function loadComboEngine(): Promise<ComboEngine> {
  loading ??= import('./combo-engine').then((engine) => (loaded = engine));
  return loading;
}

/**
 * The combination engine once it is loaded, null before: a combiner's page starts loading it as it
 * mounts (after the server's render has been taken over), long before two recipes are ticked.
 */
export function useComboEngine(): ComboEngine | null {
  const [engine, setEngine] = useState(loaded);
  useEffect(() => {
    if (engine) return;
    let mounted = true;
    void loadComboEngine().then((e) => mounted && setEngine(e));
    return () => {
      mounted = false;
    };
  }, [engine]);
  return engine;
}
