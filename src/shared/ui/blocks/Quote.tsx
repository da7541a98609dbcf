import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import type { QuoteBlock } from './schemas/quote';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A customer quote (docs/content-model.md `Quote`): the quote, who said it and, when given, their
 * rating as stars. The stars are one image to assistive technology, named with the rating.
 */
export function Quote({ block }: BlockProps<QuoteBlock>) {
  const { t } = useShop();
  const rating = Number(block.rating);
  return (
    <section className="block block--quote">
      <figure className="block--quote__figure">
        {rating > 0 ? (
          <p className="block--quote__rating" role="img" aria-label={t('blocks.quote.rating', { rating })}>
            {STARS.map((star) => (
              <Star key={star} filled={star <= rating} />
            ))}
          </p>
        ) : null}
        <blockquote className="block--quote__text">
          <p>{block.quote}</p>
        </blockquote>
        <figcaption className="block--quote__author">
          <span className="block--quote__name">{block.author}</span>
          {block.role ? (
            <>
              {', '}
              <span className="block--quote__role">{block.role}</span>
            </>
          ) : null}
        </figcaption>
      </figure>
    </section>
  );
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      className={filled ? 'block--quote__star block--quote__star--filled' : 'block--quote__star'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
