import type { PageData } from '../../shop-data';
import { useShop } from '../shop-context';
import { CardOrderCalculator } from './CardOrderCalculator';

/** A theme page's card calculator (decision 070), as the server renders it into its slot and the browser hydrates it. */
export function ThemeCardOrder({ page }: { page: Extract<PageData, { kind: 'theme' }> }) {
  const { t } = useShop();
  return <CardOrderCalculator headline={t('calculator.cardOrder')} themeId={page.id} filled={page.calculator} live />;
}
