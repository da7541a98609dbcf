import type { Channel } from '../../channel/channels';

/**
 * Colours and initial of each channel's mark. The initial is drawn as a line, not written as text:
 * the logo link's accessible name ("Wallart – go to the home page") must contain its visible text,
 * and a lone letter before the brand name would not be in it (WCAG 2.5.3, decision 023).
 */
const LOGO_MARKS: Readonly<Record<Channel, { mark: string; text: string; initial: string }>> = {
  kartenliebe: { mark: '#c8102e', text: '#1d1d1b', initial: 'M11 7.5v17M21.5 7.5 11.5 17M15 13.5l7 11' },
  wallart: { mark: '#1f5f8b', text: '#1d1d1b', initial: 'M6.5 8.5 11 24l5-12.5L21 24l4.5-15.5' },
};

/** The channel's word mark: a coloured square with the initial, then the brand name. */
export function Logo({ channel, brandName }: { channel: Channel; brandName: string }) {
  const marks = LOGO_MARKS[channel];
  return (
    <svg className="logo__image" viewBox="0 0 180 32" width="180" height="32" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="32" height="32" rx="6" fill={marks.mark} />
      <path d={marks.initial} fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      <text x="42" y="23" fontSize="20" fontWeight="700" fill={marks.text} fontFamily="system-ui, sans-serif">
        {brandName}
      </text>
    </svg>
  );
}
