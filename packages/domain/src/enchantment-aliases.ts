/**
 * Enchantment ids of the newer So Many Enchantments fork (which the reference data followed until issue 24) and
 * the SME 0.5.5 ids that RLCraft 2.9 registers and stores in its worlds. The reference now uses the 0.5.5 ids;
 * the fork's ids stay accepted wherever an id is read (CSV, ZIP, world saves). Source: the fork's
 * LegacyRemapHandler, listed in shared/data/rlcraft-2.9/diff.md ("Renamed ids").
 */
export const SME_FORK_IDS: Readonly<Record<string, string>> = {
  'somanyenchantments:advancedefficiency': 'somanyenchantments:advancedefficency',
  'somanyenchantments:advancedfireaspect': 'somanyenchantments:afa',
  'somanyenchantments:advancedflame': 'somanyenchantments:afl',
  'somanyenchantments:arcslash': 'somanyenchantments:swiper',
  'somanyenchantments:burningshield': 'somanyenchantments:fieryshield',
  'somanyenchantments:clearskiesfavor': 'somanyenchantments:clearsky',
  'somanyenchantments:cryogenic': 'somanyenchantments:freezing',
  'somanyenchantments:defusingedge': 'somanyenchantments:defusion',
  'somanyenchantments:disorientatingblade': 'somanyenchantments:disorientation',
  'somanyenchantments:dragging': 'somanyenchantments:pulling',
  'somanyenchantments:horsdecombat': 'somanyenchantments:hors_de_combat',
  'somanyenchantments:inefficient': 'somanyenchantments:inefficent',
  'somanyenchantments:jaggedrake': 'somanyenchantments:scythedamage',
  'somanyenchantments:lesserfireaspect': 'somanyenchantments:lfa',
  'somanyenchantments:lesserflame': 'somanyenchantments:lfl',
  'somanyenchantments:lunasblessing': 'somanyenchantments:moonlight',
  'somanyenchantments:moisturized': 'somanyenchantments:welltilled',
  'somanyenchantments:pandorascurse': 'somanyenchantments:pandora',
  'somanyenchantments:plowing': 'somanyenchantments:tillingpower',
  'somanyenchantments:rainsbestowment': 'somanyenchantments:raining',
  'somanyenchantments:reinforcedsharpness': 'somanyenchantments:sharperedge',
  'somanyenchantments:rune_arrowpiercing': 'somanyenchantments:rune_armorpiercing',
  'somanyenchantments:solsblessing': 'somanyenchantments:sunshine',
  'somanyenchantments:subjectenglish': 'somanyenchantments:english',
  'somanyenchantments:subjectpe': 'somanyenchantments:pe',
  'somanyenchantments:supremefireaspect': 'somanyenchantments:sfa',
  'somanyenchantments:supremeflame': 'somanyenchantments:sfl',
  'somanyenchantments:swiftswimming': 'somanyenchantments:underwaterstrider',
  'somanyenchantments:thunderstormsbestowment': 'somanyenchantments:thunderstorm',
  'somanyenchantments:unreasonable': 'somanyenchantments:frenzy',
  'somanyenchantments:upgradedpotentials': 'somanyenchantments:upgrade',
  'somanyenchantments:wintersgrace': 'somanyenchantments:winter',
};

// Maps, not the record: a key such as 'constructor' must not find Object.prototype's members.
const oldIdOf = new Map(Object.entries(SME_FORK_IDS));
const forkIdOf = new Map(Object.entries(SME_FORK_IDS).map(([fork, old]) => [old, fork] as const));

/** The other id an enchantment may be known by (fork id ↔ SME 0.5.5 id), lower-case; undefined when none. */
export function enchantmentIdAlias(mcid: string): string | undefined {
  const key = mcid.trim().toLowerCase();
  return oldIdOf.get(key) ?? forkIdOf.get(key);
}

/**
 * Finds a row by id: its own id first, then the id it is also known by (so a fork id finds the 0.5.5 row and,
 * for a row still stored under its fork id, the 0.5.5 id finds that row).
 */
export function findByEnchantmentId<T>(byMcid: ReadonlyMap<string, T>, mcid: string): T | undefined {
  const key = mcid.trim().toLowerCase();
  const own = byMcid.get(key);
  if (own !== undefined) return own;
  const alias = enchantmentIdAlias(key);
  return alias === undefined ? undefined : byMcid.get(alias);
}

/**
 * A list of ids as stored: an id nobody has, whose other id (fork ↔ SME 0.5.5) is known, becomes that known id.
 * Ids known as given, and unknown ones without a known alias, stay as they are (the caller refuses those).
 */
export function knownEnchantmentIds(mcids: readonly string[], known: ReadonlySet<string>): string[] {
  return mcids.map((mcid) => {
    if (known.has(mcid)) return mcid;
    const alias = enchantmentIdAlias(mcid);
    return alias !== undefined && known.has(alias) ? alias : mcid;
  });
}
