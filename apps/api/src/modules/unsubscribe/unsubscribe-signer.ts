import type { ConfigService } from '@nestjs/config';
import type { UnsubscribeSigner } from '@hm/mail';
import type { AppConfig } from '../../config/app-config.js';

/** What signs the unsubscribe links of the e-mails the API writes: the secret and the site's address. */
export function unsubscribeSigner(config: ConfigService<AppConfig, true>): UnsubscribeSigner {
  return { secret: config.get('unsubscribe', { infer: true }).secret, siteUrl: config.get('http', { infer: true }).publicUrl };
}
