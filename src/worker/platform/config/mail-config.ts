import { z } from 'zod';
import { CHANNELS, type Channel } from '../../../shared/channel/channels';
import { emptyAsUnset, jsonText, serviceUrl } from '../env';
import { configReader } from './config-reader';

/**
 * Where mails go (docs/configuration.md; decision 053): the mail API's endpoint (unset: no
 * delivery, the mails stay in the outbox), its key (secret `MAIL_API_TOKEN`) and the sender of
 * each channel.
 */
interface MailConfig {
  /** Resend's `POST /emails` or one speaking its protocol; unset: nothing is delivered. */
  apiUrl: string | undefined;
  apiToken: string | undefined;
  /** The sender of each channel's mails, `Name <address>`. */
  from: Record<Channel, string>;
}

/** A sender as the mail API takes it: `Name <address@host>` or the bare address. */
const sender = z
  .string()
  .regex(/^(?:[^<>\r\n]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be "Name <address@host>" or an address');

const MailConfigSchema = z.object({
  MAIL_API_URL: z.preprocess(emptyAsUnset, serviceUrl.optional()),
  MAIL_API_TOKEN: z.preprocess(emptyAsUnset, z.string().optional()),
  MAIL_FROM: jsonText
    .default('{"kartenliebe":"Kartenliebe <service@kartenliebe.de>","wallart":"Wallart <service@wallart.de>"}')
    .pipe(z.record(z.enum(CHANNELS), sender)),
});

/** The mail configuration of the worker's env, checked once per env object. */
export const mailConfig: (env: Env) => MailConfig = configReader('mail configuration', MailConfigSchema, (vars) => ({
  apiUrl: vars.MAIL_API_URL,
  apiToken: vars.MAIL_API_TOKEN,
  from: vars.MAIL_FROM,
}));
