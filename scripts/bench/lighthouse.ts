import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { median } from './stats';

/**
 * Every public route a visitor may land on (issue 23): the pages the server renders, and the two
 * combiners. Not the 404 page: Lighthouse refuses to audit a page sent with HTTP 404
 * (ERRORED_DOCUMENT_REQUEST); its render is checked by e2e/server-rendered.spec.ts.
 */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/recipes',
  '/recipes?tag=Bread',
  '/recipes/vanilla-buttercream',
  '/shop',
  '/shop?tab=workshops',
  '/about',
  '/favorites',
  '/dashboard',
  '/checkout',
  '/admin/login',
  '/create-combo',
  '/recipe-compiler',
] as const;
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRun {
  scores: Record<Category, number>;
  /** Lighthouse's measure of this machine's CPU speed when the run started (higher is faster). */
  benchmarkIndex: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
}

/** An audit that cost points: which page, which category, which audit, and where. */
export interface LighthouseFinding {
  page: string;
  category: Category;
  audit: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Up to three offending elements or URLs from the audit's details. */
  items: string[];
}

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** From the run whose performance score is the median one. */
  findings: LighthouseFinding[];
}

type Lhr = Result;

function runFigures(lhr: Lhr): LighthouseRun {
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    siMs: numeric('speed-index'),
  };
}

function describeItem(item: Record<string, unknown>): string | undefined {
  if (typeof item.issueType === 'string') {
    const sub = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items?.[0];
    const where = sub
      ? JSON.stringify(sub).slice(0, 200)
      : '(no URL given: a CSP violation is most often an eval() probe, e.g. zod without z.config({ jitless: true }))';
    return `${item.issueType}${where ? ` ${where}` : ''}`;
  }
  const node = item.node as { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
  if (node?.selector || node?.snippet) return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 200);
  if (typeof item.url === 'string') return item.url;
  if (typeof item.source === 'object' && item.source && 'url' in item.source)
    return String((item.source as { url: string }).url);
  if (typeof item.description === 'string') return item.description.slice(0, 200);
  return undefined;
}

function findings(page: string, lhr: Lhr): LighthouseFinding[] {
  const out: LighthouseFinding[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
      // Performance: the weighted metrics, plus the diagnostics and insights that scored low.
      if (ref.weight === 0 && category !== 'performance') continue;
      if (category === 'performance' && ref.weight === 0 && audit.score >= 0.5) continue;
      const details = audit.details as { items?: unknown } | undefined;
      const list = Array.isArray(details?.items) ? (details.items as Record<string, unknown>[]) : [];
      const items = list
        .map(describeItem)
        .filter((s): s is string => Boolean(s))
        .slice(0, 3);
      out.push({
        page,
        category,
        audit: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        items,
      });
    }
  }
  return out;
}

/** Runs a failed trace may be repeated: on a loaded machine Lighthouse sometimes loses one (NO_NAVSTART). */
const TRACE_ATTEMPTS = 3;

/** One Lighthouse run of `url`; a run whose trace failed is repeated, and said so in the log. */
async function auditOnce(port: number, url: string, log: (line: string) => void): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    const message = `Lighthouse on ${url}: ${error.code} ${error.message}`;
    if (attempt === TRACE_ATTEMPTS) throw new Error(message);
    log(`  ${message}; running it again (attempt ${attempt + 1} of ${TRACE_ATTEMPTS})`);
  }
}

/**
 * Lighthouse (mobile, default simulated throttling) on each page, `runs` times each, in one
 * headless Chromium. Figures are the median of the runs, each metric on its own.
 */
export async function measureLighthouse(options: {
  baseUrl: string;
  runs: number;
  pages?: readonly string[];
  chromePort?: number;
  log?: (line: string) => void;
}): Promise<LighthousePage[]> {
  const { baseUrl, runs, pages = LIGHTHOUSE_PAGES, chromePort, log = () => undefined } = options;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port: chromePort,
    logLevel: 'silent',
  });
  try {
    const out: LighthousePage[] = [];
    for (const path of pages) {
      const results: { run: LighthouseRun; lhr: Lhr }[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await auditOnce(chrome.port, baseUrl + path, log);
        const run = runFigures(lhr);
        results.push({ run, lhr });
        log(
          `  ${path} run ${i + 1}: perf ${run.scores.performance} a11y ${run.scores.accessibility} bp ${run.scores['best-practices']} seo ${run.scores.seo} LCP ${Math.round(run.lcpMs)} ms TBT ${Math.round(run.tbtMs)} ms CLS ${run.cls.toFixed(3)}`,
        );
      }
      const m = (pick: (r: LighthouseRun) => number) => median(results.map((r) => pick(r.run)));
      const medianRun: LighthouseRun = {
        scores: {
          performance: m((r) => r.scores.performance),
          accessibility: m((r) => r.scores.accessibility),
          'best-practices': m((r) => r.scores['best-practices']),
          seo: m((r) => r.scores.seo),
        },
        benchmarkIndex: m((r) => r.benchmarkIndex),
        lcpMs: m((r) => r.lcpMs),
        tbtMs: m((r) => r.tbtMs),
        cls: m((r) => r.cls),
        fcpMs: m((r) => r.fcpMs),
        siMs: m((r) => r.siMs),
      };
      const byPerf = [...results].sort((a, b) => a.run.scores.performance - b.run.scores.performance);
      const middle = byPerf[Math.floor((byPerf.length - 1) / 2)]!;
      out.push({ path, runs: results.map((r) => r.run), median: medianRun, findings: findings(path, middle.lhr) });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
