/** What each gallery picture shows, in the order of the demo content's pictures (galleryKinds in api/seed/illustrations.ts). */
const GALLERY = [
  'Flour, eggs, butter and a whisk laid out on a board',
  'Chocolate chip cookies cooling on a wire rack',
  'A slice of layer cake with raspberries on top',
  'Baguettes in a bread basket',
  'A round of dough resting in a floured bowl',
  'A cup of tea beside a scone and a jam tart',
];

/** docs/product.md#recipes (Home): a six-image social gallery. */
export function Gallery() {
  return (
    <section className="container-page py-14" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className="text-3xl">
        From the Kitchen
      </h2>
      <p className="mt-1 text-cocoa">Bakes shared by our community. Tag yours #siftandstory.</p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {GALLERY.map((alt, i) => (
          <li key={alt} className="overflow-hidden rounded-2xl">
            <img
              src={`/objects/gallery-${i + 1}/400`}
              alt={alt}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full bg-cream object-cover transition-transform hover:scale-105"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
