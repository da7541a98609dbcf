import type { ServiceInfo } from '../../channel/service-hotlines';
import { Deferred } from '../Deferred';
import { useShop } from '../shop-context';

/** The page footer with the service hotline, which streams in after the rest of the page. */
export function Footer({ serviceInfo }: { serviceInfo: Promise<ServiceInfo> | undefined }) {
  const { data, t } = useShop();
  return (
    <footer className="site-footer">
      <Deferred id="service-info" source={serviceInfo} fallback={<p className="service">{t('footer.loading')}</p>}>
        {(info) => (
          <p className="service">
            {t('footer.service')}: <a href={`tel:${info.phone.replace(/\s+/g, '')}`}>{info.phone}</a>{' '}
            ({t('footer.serviceHours')})
          </p>
        )}
      </Deferred>
      <p className="rights">
        © {data.brandName}. {t('footer.rights')}
      </p>
    </footer>
  );
}
