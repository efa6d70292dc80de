import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../../shared/brand';
import { usePageTitle } from '../../components/layout/use-page-title';
import {
  CONTACT_EMAIL,
  FAQS,
  INSTAGRAM_URL,
  PRIVACY,
  SHIPPING,
  STORY,
  STUDIO_ADDRESS,
  TERMS,
  type PolicySection,
} from './about-content';
import { useHashScroll } from './use-hash-scroll';

const CONTENTS = [
  { id: 'story', label: 'Our story' },
  { id: 'faq', label: 'FAQ' },
  { id: 'shipping', label: 'Shipping & Returns' },
  { id: 'privacy', label: 'Privacy Policy' },
  { id: 'terms', label: 'Terms of Service' },
  { id: 'contact', label: 'Contact' },
];

/** docs/product.md#recipes (About): story, FAQ, shipping and returns, privacy, terms, contact. */
export function AboutPage() {
  usePageTitle('About');
  useHashScroll();
  return (
    <div className="pb-8">
      <header className="bg-cream">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-bold tracking-widest text-berry uppercase">About</p>
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">The kitchen behind {BRAND}</h1>
          <p className="mt-4 max-w-2xl text-lg text-cocoa">
            One home baker, a lot of flour, and recipes written so you can bake them with confidence: at home, in a
            class, or offline on your phone.
          </p>
          <nav aria-label="On this page" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {CONTENTS.map((item) => (
                <li key={item.id}>
                  <Link to={{ hash: item.id }} className="chip">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <div className="container-page grid max-w-3xl gap-16 py-12">
        <Section id="story" title="Our story">
          {STORY.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </Section>

        <Section id="faq" title="Frequently asked questions">
          <div className="grid gap-3">
            {FAQS.map((faq) => (
              <details key={faq.question} className="card group p-0 open:shadow-md">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink marker:hidden">
                  <span className="text-lg">{faq.question}</span>
                  <span aria-hidden="true" className="text-2xl text-crust transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="px-5 pb-5 text-cocoa">{faq.answer}</p>
              </details>
            ))}
          </div>
        </Section>

        <Section id="shipping" title="Shipping & returns">
          <Policy sections={SHIPPING} />
        </Section>

        <Section id="privacy" title="Privacy policy">
          <Policy sections={PRIVACY} />
        </Section>

        <Section id="terms" title="Terms of service">
          <Policy sections={TERMS} />
        </Section>

        <Section id="contact" title="Contact">
          <p>Questions about a recipe, a class or an order? I read every message and reply within two working days.</p>
          <ul className="card grid gap-4 p-6">
            <li>
              <span className="block text-sm font-bold tracking-wider text-cocoa uppercase">E-mail</span>
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="text-lg font-semibold text-crust underline underline-offset-4 hover:text-crust-dark"
              >
                {CONTACT_EMAIL}
              </a>
            </li>
            <li>
              <span className="block text-sm font-bold tracking-wider text-cocoa uppercase">Instagram</span>
              <a
                href={INSTAGRAM_URL}
                rel="noopener noreferrer"
                className="text-lg font-semibold text-crust underline underline-offset-4 hover:text-crust-dark"
              >
                @siftandstory
              </a>
            </li>
            <li>
              <span className="block text-sm font-bold tracking-wider text-cocoa uppercase">Studio (classes only)</span>
              <span className="text-lg">{STUDIO_ADDRESS}</span>
            </li>
          </ul>
        </Section>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} tabIndex={-1} className="scroll-mt-24 outline-none">
      <h2 id={`${id}-heading`} className="text-3xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 text-lg leading-relaxed">{children}</div>
    </section>
  );
}

function Policy({ sections }: { sections: PolicySection[] }) {
  return (
    <>
      {sections.map((section) => (
        <div key={section.heading} className="grid gap-2">
          <h3 className="text-xl font-semibold">{section.heading}</h3>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          {section.points && (
            <ul className="ml-5 list-disc space-y-1 marker:text-crust">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}
