import type { Config } from '../config';

/**
 * The site's address for absolute links in e-mails: PUBLIC_URL when set, else this server on
 * localhost. One place, so it can follow config.publicUrl once the config carries it.
 */
export function publicUrl(config: Config): string {
  const configured = (config as Config & { publicUrl?: string }).publicUrl ?? process.env.PUBLIC_URL;
  return (configured || `http://localhost:${config.port}`).replace(/\/+$/, '');
}
