import type { Video } from '../../../shared/schemas/shop';
import { RecipeImage } from '../../components/recipes/recipe-image';
import type { ShopList } from './shop-data';

/** docs/product.md#shop (Shop, Videos): cards, 6 skeletons while loading, the empty text. */
export function VideoGrid({ videos }: { videos: ShopList<Video> }) {
  if (videos.isLoading) {
    return (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-busy="true"
        aria-label="Loading video tutorials"
      >
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="card overflow-hidden" aria-hidden="true" data-testid="video-skeleton">
            <div className="skeleton aspect-video rounded-none" />
            <div className="space-y-3 p-5">
              <div className="skeleton h-6 w-3/4" />
              <div className="skeleton h-4 w-full" />
              <div className="skeleton h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (videos.isError) {
    return (
      <p className="card p-6 text-cocoa">
        Video tutorials could not be loaded. Please check your connection and try again.
      </p>
    );
  }
  if (!videos.data?.length) {
    return (
      <p className="card p-6 text-center text-cocoa">No video tutorials available at the moment. Check back soon!</p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.data.map((video, i) => (
        <li key={video.id}>
          <VideoCard video={video} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}

/** `priority`: the first card's photo is the Shop's largest paint, fetched at once (not lazily). */
function VideoCard({ video, priority }: { video: Video; priority: boolean }) {
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <div className="relative">
        <RecipeImage
          url={video.imageUrl}
          alt=""
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 92vw"
          className="aspect-video w-full"
          priority={priority}
        />
        <span className="absolute top-3 left-3 rounded-full bg-butter px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase shadow-sm">
          Coming soon
        </span>
        <span aria-hidden="true" className="absolute inset-0 grid place-items-center">
          <span className="grid h-14 w-14 place-items-center rounded-full bg-white/85 text-crust shadow-md">
            <svg viewBox="0 0 24 24" className="ml-1 h-6 w-6" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-wider text-berry uppercase">Video Tutorial</p>
        <h3 className="mt-1 text-xl">{video.title}</h3>
        <p className="mt-2 flex-1 text-[15px] text-cocoa">{video.description}</p>
        <p className="mt-4 text-sm font-semibold text-cocoa">Price to be announced</p>
      </div>
    </article>
  );
}
