import { LANGUAGE_NAMES, LOCALE_INFO } from '../../locale/locales';
import { useShop } from '../shop-context';

/**
 * The language choice of a domain that serves more than one language, none on the others
 * (decision 074): the short
 * name of each language, the page's own marked and not a link, the others links to this page in
 * that language. Links and text only, so the browser keeps the server's markup and never loads
 * this code (decision 024); a card catalogue brings the links up to date as it filters
 * (src/client/card-catalogue.ts).
 */
export function LanguageChoice() {
  const { data, t } = useShop();
  if (data.languageLinks.length < 2) return null;
  return (
    <nav className="language-choice" aria-label={t('header.language')}>
      <ul className="language-choice__list">
        {data.languageLinks.map(({ locale, href }) => {
          const language = LOCALE_INFO[locale].language;
          // The short name is what one sees; a screen reader adds the name in the language itself,
          // and the link's name still contains what one sees (WCAG 2.5.3).
          const name = (
            <>
              {language.toUpperCase()}
              <span className="visually-hidden">{` ${LANGUAGE_NAMES[language]}`}</span>
            </>
          );
          return (
            <li key={locale} lang={language}>
              {locale === data.locale ? (
                <span className="language-choice__current" aria-current="true" title={LANGUAGE_NAMES[language]}>
                  {name}
                </span>
              ) : (
                <a href={href} hrefLang={locale} title={LANGUAGE_NAMES[language]} data-language-link="">
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
