import { useEffect } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useLocation, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/use-page-title';
import { ClassList } from './class-list';
import { ClassSurvey } from './class-survey';
import { ShopOfflineNote } from './offline-note';
import { useVideos, useWorkshops } from './shop-data';
import { ShopInfo } from './shop-info';
import { SubscriptionBox } from './subscription-box';
import { VideoGrid } from './video-grid';
import { WorkshopCards } from './workshop-cards';

type ShopTab = 'videos' | 'workshops';

const tabClass =
  'min-h-11 flex-1 rounded-full px-5 py-2 text-base font-semibold text-cocoa transition-colors hover:text-crust data-[state=active]:bg-crust data-[state=active]:text-white data-[state=active]:shadow-sm sm:flex-none';

/** docs/product.md#shop (Shop): tabs Video Tutorials (default) and Workshops; `?tab=workshops`. */
export function ShopPage() {
  usePageTitle('Shop');
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const tab: ShopTab = params.get('tab') === 'workshops' ? 'workshops' : 'videos';
  const videos = useVideos();
  const workshops = useWorkshops();

  const selectTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'workshops') next.set('tab', 'workshops');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  // The home page links to /shop#subscription-details: scroll there once the box is on screen.
  const videosReady = !videos.isLoading;
  useEffect(() => {
    if (hash !== '#subscription-details' || tab !== 'videos' || !videosReady) return;
    const box = document.getElementById('subscription-details');
    box?.scrollIntoView({ block: 'start' });
    // Keyboard focus moves with the view (as on the About page), so the next Tab goes on from the box.
    box?.focus({ preventScroll: true });
  }, [hash, tab, videosReady]);

  return (
    <div>
      <section className="border-b border-oat bg-cream/60">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-bold tracking-wider text-berry uppercase">Learn with us</p>
          <h1 className="mt-1 text-4xl sm:text-5xl">Shop</h1>
          <p className="mt-3 max-w-2xl text-lg text-cocoa">
            Video tutorials for your own kitchen, hands-on classes in ours, and seasonal workshops for the whole
            community.
          </p>
        </div>
      </section>
      <div className="container-page py-8 sm:py-10">
        <Tabs.Root value={tab} onValueChange={selectTab}>
          <Tabs.List
            aria-label="Shop sections"
            className="flex w-full gap-1 rounded-full border border-oat bg-white p-1 sm:inline-flex sm:w-auto"
          >
            <Tabs.Trigger value="videos" className={tabClass}>
              Video Tutorials
            </Tabs.Trigger>
            <Tabs.Trigger value="workshops" className={tabClass}>
              Workshops
            </Tabs.Trigger>
          </Tabs.List>
          <ShopOfflineNote tab={tab} savedAt={(tab === 'workshops' ? workshops : videos).savedAt} />

          <Tabs.Content value="videos" className="mt-8">
            <h2 className="sr-only">Video Tutorials</h2>
            <VideoGrid videos={videos} />
            <SubscriptionBox />
          </Tabs.Content>

          <Tabs.Content value="workshops" className="mt-8">
            <section aria-labelledby="classes-heading">
              <h2 id="classes-heading" className="text-3xl">
                In-Person Classes
              </h2>
              <p className="mt-1 mb-6 text-cocoa">
                Reserve a spot and check out when you are ready. Seats are confirmed at checkout.
              </p>
              <ClassList workshops={workshops} />
            </section>
            <section aria-labelledby="workshops-heading" className="mt-14">
              <h2 id="workshops-heading" className="text-3xl">
                Upcoming Workshops
              </h2>
              <p className="mt-1 mb-6 text-cocoa">
                Prices are set once the menu is. Leave your e-mail and you will hear first when registration opens.
              </p>
              <WorkshopCards workshops={workshops} />
            </section>
            <ShopInfo />
            <ClassSurvey />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}
