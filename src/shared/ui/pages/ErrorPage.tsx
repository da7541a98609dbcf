import type { DesignCard } from '../../catalogue/listing';
import { ERROR_DETAILS_FLAG, ON } from '../../flags/experiments';
import type { PageData } from '../../shop-data';
import { BlockList } from '../blocks/BlockList';
import { DeferredCatalogue } from '../catalogue/DeferredCatalogue';
import { DesignDetail } from '../catalogue/DesignDetail';
import { ERROR_TEXT_KEYS, pageHeading } from '../page-heading';
import { useShop } from '../shop-context';

/**
 * The error page (spec §2 error page, §8 route errors). A page that was not found shows the
 * content service's error story of the locale, when there is one; other errors show a localised
 * title and text. The error's own message (spec §8 'Page not found: /x', in English as the spec
 * writes it) is a detail, shown with status and code only while the error-details flag is on
 * (decision 075): a shopper reads the page in their language. Under the story: a way back to the product the query names (spec §3, decision 071), then a suggested
 * collage design: the query's `designId`, or the channel's default collage.
 */
export function ErrorPage({ page }: { page: Extract<PageData, { kind: 'error' }> }) {
  const { data, t } = useShop();
  const story = page.story && page.story.length > 0 ? page.story : null;
  return (
    <section className="page page--error" data-status={page.status} data-error-code={page.code}>
      {story ? null : <h1>{pageHeading(data.page, t)}</h1>}
      {story ? null : <p>{t(ERROR_TEXT_KEYS[page.reason].text)}</p>}
      {story ? <BlockList blocks={story} /> : null}
      {page.address ? (
        // Under the heading (the story's or the page's own): the address that led here (decision 078).
        <p className="error-address">
          {t('error.address')} <code>{page.address}</code>
        </p>
      ) : null}
      {page.wayBack ? (
        // spec §3 "On the error page": back to the product the visitor came for (decision 071).
        <p>
          <a href={page.wayBack.href}>{t(`error.wayBack.${page.wayBack.kind}`)}</a>
        </p>
      ) : null}
      {page.collageRef ? (
        // Below the story, it streams in after it; nothing is shown until the design is known.
        <DeferredCatalogue catalogueRef={page.collageRef} fallback={null}>
          {(answer) => {
            const collage = answer as DesignCard | null;
            return collage ? (
              <DesignDetail
                headline={t('error.collageHeadline')}
                text=""
                need={{ type: 'design', kind: 'collage', id: collage.id }}
                filled={collage}
                eager={false}
                variant="error-collage"
              />
            ) : null;
          }}
        </DeferredCatalogue>
      ) : null}
      {data.treatments[ERROR_DETAILS_FLAG] === ON ? (
        <dl className="error-details">
          <dt>Status</dt>
          <dd>{page.status}</dd>
          <dt>Code</dt>
          <dd>{page.code ?? page.reason}</dd>
          <dt>Message</dt>
          <dd>
            <code className="error-message">{page.message}</code>
          </dd>
        </dl>
      ) : null}
      {story ? null : (
        <p>
          <a href={data.startPath}>{t('error.backHome')}</a>
        </p>
      )}
    </section>
  );
}
