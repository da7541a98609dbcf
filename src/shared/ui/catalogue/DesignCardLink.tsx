import type { Ref } from 'react';
import type { DesignCard } from '../../catalogue/listing';
import { designHref } from '../../designer/design-links';
import { useShop } from '../shop-context';
import { calendarStartOf, withCalendarStart } from './CalendarStart';
import { CardImage } from './CardImage';
import { PriceTag } from './PriceTag';

/**
 * One design of a design list (./DesignList.tsx): picture, name and from-price, leading to the
 * theme page or the designer. A chunk of its own in the browser, which keeps the server's markup of
 * the cards a page comes with and loads this for the designs "show more" adds (decision 024).
 */
export function DesignCardLink({ design, lead, linkRef }: { design: DesignCard; lead: boolean; linkRef?: Ref<HTMLAnchorElement> }) {
  const { data } = useShop();
  // A calendar starts in the month and year the page chose (./CalendarStart.tsx; decision 070).
  const handOff =
    design.kind === 'calendar' ? withCalendarStart(design.handOff, calendarStartOf(data.pageQuery, new Date())) : design.handOff;
  return (
    <a className="block--designs__card" href={designHref({ ...design, handOff }, data)} ref={linkRef}>
      <CardImage filename={design.image} lead={lead} />
      <span className="block--designs__name">{design.name}</span>
      <PriceTag price={design.price} from unit={design.kind === 'card' ? 'perCard' : undefined} />
    </a>
  );
}
