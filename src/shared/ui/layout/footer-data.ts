/** What the footer shows, resolved from the global config story for one page (serialisable). */
export interface FooterData {
  hotline: { phone: string; hours: string } | null;
  email: string | null;
  columns: { title: string; links: { text: string; href: string }[] }[];
  legal: { kind: 'privacy' | 'imprint' | 'terms'; href: string }[];
  payments: string[];
  social: { network: string; href: string }[];
}
