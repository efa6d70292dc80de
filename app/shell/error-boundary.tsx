import { Component, type ReactNode } from 'react';
import { usePageTakenOver } from './page-taken-over';

/**
 * Each region keeps its errors to itself: a broken page never takes down the header, nor a
 * header control the page. `fallback` replaces the region (null: nothing); without it, the
 * page's error card.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <PageErrorCard />;
  }
}

/** The page's error card, in the page's place: the app has the page now, and its button answers. */
function PageErrorCard() {
  usePageTakenOver('drop');
  return (
    <div className="container-page py-16" role="alert">
      <div className="card mx-auto max-w-lg p-8 text-center">
        <h1 className="text-2xl">Something went wrong on this page</h1>
        <p className="mt-2 text-cocoa">Your saved recipes, cart and favorites are safe on this device.</p>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </div>
  );
}
