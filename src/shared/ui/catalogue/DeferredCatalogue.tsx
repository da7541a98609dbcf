import { createContext, type ReactNode, useContext } from 'react';
import { Deferred } from '../Deferred';

/**
 * The catalogue reads the server started for the page, by ref (src/worker/features/catalogue/
 * page-catalogue.ts). Only the server has them; in the browser the answers are read from the page.
 */
export const CatalogueReadsContext = createContext<ReadonlyMap<string, Promise<unknown>> | null>(null);

/** The id of a catalogue part on the page (Deferred's), by the ref of its read. */
export const cataloguePartId = (ref: string) => `catalogue-${ref}`;

/**
 * A catalogue part, in place when its read settled before the page went out (decision 076), else
 * streamed in when it settles (issue "Fast by default"): until then `fallback` holds its place (the part's own loading state, so nothing moves when it arrives),
 * then `children` render with the answer (null when the read failed), which is written beside
 * them for the browser to hydrate from.
 */
export function DeferredCatalogue({
  catalogueRef,
  fallback,
  children,
  forBrowser = true,
  inPlace = false,
}: {
  catalogueRef: string;
  fallback: ReactNode;
  children: (answer: unknown) => ReactNode;
  /** False where the part keeps the server's markup (decision 024): the browser never reads the answer. */
  forBrowser?: boolean;
  /** A critical read (src/shared/ui/blocks/static-blocks.ts isCritical): the server waited for it, the part stands in place. */
  inPlace?: boolean;
}) {
  const reads = useContext(CatalogueReadsContext);
  return (
    <Deferred
      id={cataloguePartId(catalogueRef)}
      source={reads?.get(catalogueRef)}
      fallback={fallback}
      forBrowser={forBrowser}
      inPlace={inPlace}
    >
      {children}
    </Deferred>
  );
}
