import type { ReactNode } from 'react';
import { APP_ROOT_ELEMENT_ID, SHOP_DATA_ELEMENT_ID, type ShopData, serialiseForScript } from '../../shared/shop-data';
import type { PageLinks } from './seo';
import { PAGE_CSS } from './styles';

interface DocumentProps {
  data: ShopData;
  title: string;
  description: string;
  links: PageLinks;
  /** schema.org objects, written as JSON-LD. */
  structuredData: object[];
  /** The CSP nonce of the request: every script tag carries it. */
  nonce: string;
  children: ReactNode;
}

/**
 * The HTML document around the app: rendered on the server only. The app inside
 * `#app` is what the client hydrates, from the ShopData serialised beside it.
 */
export function Document({ data, title, description, links, structuredData, nonce, children }: DocumentProps) {
  return (
    <html lang={data.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {links.noindex || data.editor ? <meta name="robots" content="noindex" /> : null}
        {links.canonical ? <link rel="canonical" href={links.canonical} /> : null}
        {links.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        {structuredData.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the document is rendered once on the server and never updated, and the schema.org objects have no id
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseForScript escapes <, > and & so the JSON cannot close the script element
          <script key={index} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serialiseForScript(item) }} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: PAGE_CSS is the shop's own stylesheet, a constant with no content or request data in it */}
        <style dangerouslySetInnerHTML={{ __html: PAGE_CSS }} />
      </head>
      <body>
        <div id={APP_ROOT_ELEMENT_ID}>{children}</div>
        <script
          type="application/json"
          id={SHOP_DATA_ELEMENT_ID}
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseForScript escapes <, > and & so the JSON cannot close the script element
          dangerouslySetInnerHTML={{ __html: serialiseForScript(data) }}
        />
      </body>
    </html>
  );
}
