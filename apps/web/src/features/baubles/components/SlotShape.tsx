/** The outline of a slot on a 48×48 canvas, so each kind of bauble is recognisable at a glance. */
const SLOT_PATHS: Readonly<Record<string, string>> = {
  // A pendant hanging on a chain.
  amulet: 'M24 16a14 14 0 1 1 0 28a14 14 0 1 1 0-28z',
  // A helmet.
  head: 'M6 36Q6 8 24 8Q42 8 42 36L35 36L35 42L13 42L13 36Z',
  // A chestplate.
  body: 'M14 5L20 9L28 9L34 5L45 13L38 22L38 43L10 43L10 22L3 13Z',
  // A star-shaped charm.
  charm: 'M24 3L30 10L40 9L39 19L45 24L39 29L40 39L30 38L24 45L18 38L8 39L9 29L3 24L9 19L8 9L18 10Z',
  // A trinket fits any slot: a hexagonal gem.
  any: 'M24 3L43 14L43 34L24 45L5 34L5 14Z',
};
const FALLBACK_PATH = 'M10 5H38A5 5 0 0 1 43 10V38A5 5 0 0 1 38 43H10A5 5 0 0 1 5 38V10A5 5 0 0 1 10 5Z';

interface SlotShapeProps {
  slot: string;
  fill: string;
  stroke: string;
}

export function SlotShape({ slot, fill, stroke }: SlotShapeProps) {
  if (slot === 'ring') {
    return (
      <>
        <circle cx="24" cy="28" r="17" fill={fill} stroke={stroke} strokeWidth="1.5" />
        <circle cx="24" cy="28" r="11.5" fill={stroke} />
        <path d="M24 3L30 9L24 15L18 9Z" fill={fill} stroke={stroke} strokeWidth="1.5" />
      </>
    );
  }
  if (slot === 'belt') {
    return (
      <>
        <rect x="2" y="15" width="44" height="18" rx="4" fill={fill} stroke={stroke} strokeWidth="1.5" />
        <rect x="14" y="11" width="20" height="26" rx="3" fill="none" stroke={stroke} strokeWidth="3" />
      </>
    );
  }
  const chain =
    slot === 'amulet' ? <path d="M9 3Q24 24 39 3" fill="none" stroke={stroke} strokeWidth="2" /> : null;
  return (
    <>
      {chain}
      <path d={SLOT_PATHS[slot] ?? FALLBACK_PATH} fill={fill} stroke={stroke} strokeWidth="1.5" />
    </>
  );
}

/** Where the initials sit inside each shape. */
export function labelY(slot: string): number {
  if (slot === 'amulet') return 30;
  if (slot === 'ring') return 28;
  if (slot === 'head') return 28;
  return 24;
}
