import { useEffect, useState } from 'react';
import { type CountdownKind, countdown, type DeliveryDeadlines } from '../../delivery/countdown';
import { dateTimeFormat } from '../../locale/formatters';
import { log } from '../../log/log';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';

/** What `/web-api/shipping-information` answers (src/worker/features/catalogue/shipping.ts). */
type ShippingInformation = DeliveryDeadlines & { timeZone: string };

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
  const due = countdown(information, new Date(now), information.timeZone);
  return due ? countdownText(due.kind, due.until, now, data.locale, information.timeZone, t) : null;
}

function countdownText(
  kind: CountdownKind,
  until: Date,
  now: number,
  locale: string,
  timeZone: string,
  t: ReturnType<typeof useShop>['t'],
): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
  const time = t('countdown.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const day = dateTimeFormat(locale, { weekday: 'long', timeZone }).format(until);
  const clock = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(until);
  return t(`countdown.${kind}`, { time, day, clock });
}
