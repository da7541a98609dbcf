import { renderToString } from 'react-dom/server';
import { cache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, CUSTOMER_DATA_PATH, type CustomerData } from '../../src/shared/customer';
import { type Browser, BrowserContext } from '../../src/shared/ui/browser';
import { customerSignedIn, useCustomer } from '../../src/shared/ui/use-customer';

const ADA: CustomerData = { ...ANONYMOUS, firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', isLoggedIn: true };

function AccountName() {
  const customer = useCustomer();
  return <span>{customer.isLoggedIn ? customer.fullName : 'anonymous'}</span>;
}

describe('the customer through SWR (spec §4)', () => {
  it('a login or signup puts its payload under the key the header reads, without a new request', async () => {
    await customerSignedIn(ADA);
    expect(cache.get(CUSTOMER_DATA_PATH)?.data).toEqual(ADA);
  });

  it('renders the anonymous visitor on the server whatever SWR holds, as hydration does', async () => {
    await customerSignedIn(ADA);
    let reads = 0;
    const fetchJson = async () => {
      reads += 1;
      return ADA;
    };
    const browser = { fetchJson } as unknown as Browser;
    const html = renderToString(
      <BrowserContext.Provider value={browser}>
        <AccountName />
      </BrowserContext.Provider>,
    );
    expect(html).toBe('<span>anonymous</span>');
    expect(reads).toBe(0);
  });
});
