import { CALENDAR_TYPES, DEFAULT_MOUNTING } from '../catalogue/calendars';
import { PHOTOBOOK_KINDS } from '../catalogue/photobooks';
import type { DesignKind } from '../catalogue/product-kinds';
import { calendarHandOff, cardHandOff, collageHandOff, type HandOffMarket, photobookHandOff } from './hand-offs';

/**
 * The designer query of a design of the catalogue, written where the design is read (the worker's
 * catalogue reads, decision 033): the design in the spec §3 parameter of its kind, the rest from
 * the kind's defaults.
 * @example designHandOff({ kind: 'calendar', id: '4711', category: 'wandkalender' }, { channel: 'kartenliebe', locale: 'de-DE' })
 *          // 'designId=4711&mounting=spirale&accessoryTypes[]=spirale&locale=de-DE'
 */
export function designHandOff(design: { kind: DesignKind; id: string; category: string }, market: HandOffMarket): string {
  switch (design.kind) {
    case 'card':
      return cardHandOff({ themeId: design.id }, market);
    case 'calendar': {
      // A calendar design's category is its calendar type, which decides how it hangs (decision 029).
      const type = CALENDAR_TYPES.find((each) => each === design.category);
      return calendarHandOff({ designId: design.id, mounting: type ? DEFAULT_MOUNTING[type] : null }, market);
    }
    case 'collage':
      return collageHandOff({ designId: design.id }, market);
    case 'photobook': {
      // A photo book "design" is its kind (migrations/0005_catalogue.sql).
      const printing = PHOTOBOOK_KINDS.find((each) => each === design.id) ?? 'digitalfotobuch';
      return photobookHandOff({ printing }, market);
    }
  }
}
