import type { Channel } from '../../channel/channels';

const LOGO_COLOURS: Readonly<Record<Channel, { mark: string; text: string }>> = {
  kartenliebe: { mark: '#c8102e', text: '#1d1d1b' },
  wallart: { mark: '#1f5f8b', text: '#1d1d1b' },
};

/** The channel's word mark: a coloured square with the initial, then the brand name. */
export function Logo({ channel, brandName }: { channel: Channel; brandName: string }) {
  const colours = LOGO_COLOURS[channel];
  return (
    <svg className="logo__image" viewBox="0 0 180 32" width="180" height="32" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="32" height="32" rx="6" fill={colours.mark} />
      <text x="16" y="23" textAnchor="middle" fontSize="20" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        {brandName.charAt(0)}
      </text>
      <text x="42" y="23" fontSize="20" fontWeight="700" fill={colours.text} fontFamily="system-ui, sans-serif">
        {brandName}
      </text>
    </svg>
  );
}
