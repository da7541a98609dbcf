import { type ReactNode, useEffect, useState } from 'react';
import { type CountdownCalendar, countdown, type DeliveryDeadlines } from '../../delivery/countdown';
import { createTranslator } from '../../i18n/translator';
import { log } from '../../log/log';
import type { ShopData } from '../../shop-data';
import { type Browser, BrowserContext, useBrowser } from '../browser';
import { ShopContext, useShop } from '../shop-context';

/** What `/web-api/shipping-information` answers (src/worker/features/catalogue/shipping.ts). */
type ShippingInformation = DeliveryDeadlines & CountdownCalendar;

/** How often the remaining time is written again. */
const TICK_MS = 30_000;

/** The text of the delivery countdown line: nothing on the server, then the deadline, rewritten every 30 s. */
export function CountdownText() {
  const { data, t } = useShop();
  const browser = useBrowser();
  const [information, setInformation] = useState<ShippingInformation | null>(null);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!browser) return;
    browser
      .fetchJson(`/web-api/shipping-information?locale=${data.locale}`)
      .then((answer) => setInformation(answer as ShippingInformation))
      .catch((error: unknown) => log.warn('shipping-information-unavailable', {}, error));
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [browser, data.locale]);

  if (!information || now === null) return null;
  const due = countdown(information, new Date(now), information.days);
  if (!due) return null;
  // The worker says the deadline's weekday and time in the locale's words (decision 098).
  const { day, clock } = information.texts[due.deadline] ?? { day: '', clock: '' };
  const minutes = Math.max(1, Math.ceil((due.until.getTime() - now) / 60_000));
  const time = t('countdown.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return t(`countdown.${due.kind}`, { time, day, clock });
}

/**
 * The countdown as the browser writes it into a line a kept Information block left empty
 * (src/client/blocks-content.tsx), each line a root of its own, with what it reads of the page:
 * here, so that only pages that show a countdown carry it (decision 098).
 */
export function countdownLine(data: ShopData, browser: Browser): ReactNode {
  return (
    <BrowserContext.Provider value={browser}>
      <ShopContext.Provider value={{ data, t: createTranslator(data.locale, data.messages) }}>
        <CountdownText />
      </ShopContext.Provider>
    </BrowserContext.Provider>
  );
}
