const GALLERY = [
  'A freshly scored loaf cooling on a rack',
  'Layer cake with buttercream swirls',
  'A stack of cut-out sugar cookies',
  'Cinnamon buns in a baking dish',
  'A jar of raspberry filling',
  'A tart with a fluted crust',
];

/** spec visitor 2 (Home): a six-image social gallery. */
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
