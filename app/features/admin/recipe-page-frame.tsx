import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The Add Recipe and Edit Recipe pages' frame: the way back to the dashboard and the page's heading. */
export function RecipePageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <Link to="/admin/dashboard" className="btn-ghost -ml-4">
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
      <h1 className="mt-2 text-3xl sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}
