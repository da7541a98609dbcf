import { Fragment } from 'react';
import type { PageData } from '../../shop-data';
import { PriceTag } from '../catalogue/PriceTag';
import { pageHeading } from '../page-heading';
import { useShop } from '../shop-context';

/** The meanings the page knows (translation keys `designer.params.*`), by parameter name as it arrives. */
const MEANING_OF = new Map<string, string>([
  ...[
    'themeId',
    'quantity',
    'isSample',
    'designId',
    'mounting',
    'startDate',
    'startMonth',
    'startYear',
    'materialType',
    'frameType',
    'unit',
    'photobookType',
    'photobookPrinting',
    'photobookCover',
    'binding',
    'paper',
    'format',
    'pageCount',
    'templateId',
    'amount',
    'coverLamination',
    'refinement',
    'type',
    'photoboxType',
    // Named by spec §7's product calls and sent by the calculators (decisions 041, 042, 070).
    'formatType',
    'matType',
    'matSize',
    'paperType',
    'envelope',
    'locale',
    'gclid',
    'referralSource',
  ].map((name): [string, string] => [name, name]),
  // spec §5: lists as `key[]`, groups as `key[sub]`.
  ['accessoryTypes[]', 'accessoryTypes'],
  ['optionTypes[]', 'optionTypes'],
  ['optionTypes', 'optionTypes'],
  ['format[width]', 'formatWidth'],
  ['format[height]', 'formatHeight'],
]);

/**
 * What the designer would be handed (decision 028): the product (the worker reads it from the
 * parameters in the spec §3 order, else from the path), what it would cost, and every parameter
 * as it arrived with what it means. React escapes every name and value.
 */
export function DesignerHandOffPage({ page }: { page: Extract<PageData, { kind: 'designer' }> }) {
  const { data, t } = useShop();
  const kind = page.product;
  return (
    <section className="page page--designer" data-product={kind}>
      <h1>{pageHeading(data.page, t)}</h1>
      <p>{t('designer.text')}</p>
      <dl className="designer-hand-off">
        <dt>{t('designer.product')}</dt>
        <dd>{t(`designer.kinds.${kind}`)}</dd>
        {page.price && page.price !== 'unavailable'
          ? page.price.terms.map(({ term, detail }) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{detail}</dd>
              </Fragment>
            ))
          : null}
        <dt>{t('designer.price')}</dt>
        <dd>
          {page.price === 'unavailable' ? (
            t('designer.priceUnavailable')
          ) : page.price ? (
            <>
              {page.price.quantity > 1 ? `${t('designer.quantity', { quantity: page.price.quantity })} ` : null}
              <PriceTag price={page.price.price} from={page.price.from} />
            </>
          ) : (
            t('designer.noPrice')
          )}
        </dd>
        <dt>{t('designer.parameters')}</dt>
        <dd>
          {page.parameters.length > 0 ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('designer.meaning')}</th>
                  <th scope="col">{t('designer.parameter')}</th>
                  <th scope="col">{t('designer.value')}</th>
                </tr>
              </thead>
              <tbody>
                {page.parameters.map(([name, value], index) => (
                  // A name may repeat (`key[]`): its place keeps the key unique.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes in the browser
                  <tr key={index}>
                    <th scope="row">{t(`designer.params.${MEANING_OF.get(name) ?? 'unknown'}`)}</th>
                    <td>
                      <code>{name}</code>
                    </td>
                    <td>
                      <code>{value}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            t('designer.none')
          )}
        </dd>
      </dl>
    </section>
  );
}
