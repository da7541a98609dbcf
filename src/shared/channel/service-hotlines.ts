import type { DomainEnding } from '../locale/domains';

/**
 * The service hotline shown in the footer, per domain ending (spec §2 header "service (hotline)").
 * The global config story overrides these once content is connected.
 */
export interface ServiceInfo {
  phone: string;
}

export const SERVICE_HOTLINES: Readonly<Record<DomainEnding, ServiceInfo>> = {
  de: { phone: '+49 30 555 010 00' },
  at: { phone: '+43 1 555 010 0' },
  ch: { phone: '+41 44 555 01 00' },
  it: { phone: '+39 02 5550 1000' },
  li: { phone: '+423 555 01 00' },
  lu: { phone: '+352 555 010 0' },
  'co.uk': { phone: '+44 20 5550 1000' },
  com: { phone: '+1 212 555 0100' },
  es: { phone: '+34 91 555 01 00' },
  be: { phone: '+32 2 555 01 00' },
  fr: { phone: '+33 1 55 50 10 00' },
  nl: { phone: '+31 20 555 0100' },
};
