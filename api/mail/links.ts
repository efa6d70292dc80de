import type { Config } from '../config';

/** The site's address for absolute links in e-mails: config.publicUrl (PUBLIC_URL, else localhost). */
export function publicUrl(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl.replace(/\/+$/, '');
}
