import { RecipeImage } from '../../components/recipes/recipe-image';

/** The image the recipe has now, with the way to take it off. */
export function ImagePreview({ url, onRemove, busy }: { url: string; onRemove: () => void; busy: boolean }) {
  return (
    <div className="mb-3 flex flex-wrap items-start gap-4 rounded-xl border border-oat bg-flour p-3">
      <RecipeImage
        url={url}
        alt="Image preview"
        sizes="160px"
        className="aspect-[4/3] w-28 shrink-0 rounded-lg sm:w-40"
      />
      <div className="min-w-0 flex-1 text-sm text-cocoa">
        <p className="font-semibold text-ink">Current image</p>
        <p className="mt-1 break-all">
          Stored at <code data-testid="image-path">{url}</code>
        </p>
        <button
          type="button"
          className="btn-ghost mt-2 -ml-3 whitespace-nowrap text-berry-dark"
          onClick={onRemove}
          disabled={busy}
        >
          Remove image
        </button>
      </div>
    </div>
  );
}

/** docs/product.md#admin: the upload's progress, 0 to 1. */
export function UploadProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-oat"
      >
        <div className="h-full rounded-full bg-crust transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-cocoa">Uploading… {percent}%</p>
    </div>
  );
}
