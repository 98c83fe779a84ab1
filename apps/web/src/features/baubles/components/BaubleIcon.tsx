import { useState } from 'react';
import { hueOf, iconImageUrl, initialsOf } from '../bauble-icon-design';
import { labelY, SlotShape } from './SlotShape';

interface BaubleIconProps {
  name: string;
  slot: string;
  /** The bauble's own image, if it has one; when empty or when it fails to load, one is drawn instead. */
  icon?: string;
  size?: number;
  /** Beside the bauble's name (a tile): hidden from screen readers, which read the name instead. */
  decorative?: boolean;
}

/**
 * A bauble's icon. Drawn from its slot (the shape), its name (the initials) and a colour taken from the name,
 * so it always shows: there is no image file that could be missing.
 */
export function BaubleIcon({ name, slot, icon = '', size = 48, decorative = false }: BaubleIconProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = iconImageUrl(icon);
  if (url && url !== failedUrl) {
    return (
      <img
        src={url}
        alt={decorative ? '' : `${name} icon`}
        width={size}
        height={size}
        style={{ objectFit: 'contain' }}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return <DrawnBaubleIcon name={name} slot={slot} size={size} decorative={decorative} />;
}

function DrawnBaubleIcon({
  name,
  slot,
  size,
  decorative,
}: {
  name: string;
  slot: string;
  size: number;
  decorative: boolean;
}) {
  const hue = hueOf(name);
  const initials = initialsOf(name);
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      role="img"
      aria-label={`${name} icon`}
      aria-hidden={decorative || undefined}
      data-bauble-icon="drawn"
    >
      <SlotShape slot={slot} fill={`hsl(${hue} 60% 45%)`} stroke={`hsl(${hue} 65% 22%)`} />
      <text
        x="24"
        y={labelY(slot)}
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={slot === 'ring' ? 12 : initials.length > 1 ? 14 : 17}
        fill="#fff"
        stroke={`hsl(${hue} 65% 18%)`}
        strokeWidth="2.5"
        paintOrder="stroke"
      >
        {initials}
      </text>
    </svg>
  );
}
