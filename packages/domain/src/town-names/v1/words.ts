// Town-name word lists, version 1.
//
// FROZEN: names already handed out depend on every entry and on the order of every list. Never edit, add,
// remove or reorder anything here. A new vocabulary goes in a new version folder (v2/words.ts) instead.

export type Heading = 'north' | 'south' | 'east' | 'west';
export type Band = 'near' | 'mid' | 'far';

/** A frozen list from whitespace-separated words, in the order written. */
const words = (text: string): readonly string[] => Object.freeze(text.trim().split(/\s+/));

/** First halves of compounds, by direction from spawn. Capitalised. */
export const HEADING_PREFIXES: Readonly<Record<Heading, readonly string[]>> = Object.freeze({
  // cold, snow, pine forest, Norse
  north: words(`
    North Frost Ice Winter Snow Rime Hoar Sleet Hail Cold Chill Bleak White Pale Pine Fir Spruce Elk Bear
    Lynx Ermine Floe Yule Jarl Rune Skald Drift Howl Glass Stark Thane Frore Hrim Tundra Mammoth Tusk
    Blizzard Auk Walrus Narwhal Sledge Crystal Shiver Wintry Hrimfax Glacier Boreal Frozen Moose Reindeer
    Caribou Sable Marten Fimbul Norn Ulf Polar Larch Juniper Fjord Yeti
  `),
  // sun, sand, heat, gold
  south: words(`
    South Sun Sand Dune Amber Gold Ember Cinder Sear Scorch Blaze Flame Copper Bronze Brass Ochre Saffron
    Olive Palm Fig Cedar Sage Thyme Dust Dry Noon Summer Lion Viper Adder Rust Clay Kiln Topaz Scarab
    Jackal Mesa Oasis Camel Cactus Citrine Sulphur Sirocco Glaze Sunny Lizard Gecko Cobra Hyena Sphinx
    Terra Sienna Mirage Forge Ruby Garnet Tamarisk Carob Agave Vine Lemon Thirst Crimson Scarlet Mica
    Jasper Adobe Tawny Wasp Hornet Locust
  `),
  // dawn, morning, light
  east: words(`
    East Dawn Morn Day Rose Light Gleam Lark Bright Glow Pearl Silver Sky Ray Gilt Opal Jade Crane Fair
    Blithe Glint Spark Lamp Dew Wake Lily Bell Chime Kindle Aster Clear Lantern Halo Glimmer Sunrise
    Orchid Lotus Phoenix Marigold Primrose Herald Beacon Daybreak Oriel Swan Morning Aurora Lumen Radiant
    Shimmer Glisten Blossom Petal Peach Apricot Silk Ivory Candle Hope Grace Bliss Hymn Choir Carol Angel
    Seraph Cloud Zephyr Breeze Kite Swift Linnet Thrush Oriole
  `),
  // dusk, evening, sea
  west: words(`
    West Dusk Eve Gloam Sea Tide Gull Shell Brine Wave Mist Fog Storm Coral Kelp Night Shade Salt Reef
    Surf Wrack Anchor Sail Keel Whale Seal Port Vesper Umber Foam Swell Gale Heron Spray Neap Shore Oyster
    Tern Puffin Skerry Harbour Mariner Dolphin Twilight Cove Bay Wharf Pier Flotsam Jetsam Barnacle Conch
    Crab Lobster Eel Herring Mackerel Sprat Petrel Siren Mermaid Selkie Tempest Squall Moon Star Ocean
    Azure Cobalt Indigo Gloaming
  `),
});

/** First halves of compounds, by distance from spawn: farm words near, woodland between, wild far. */
export const BAND_PREFIXES: Readonly<Record<Band, readonly string[]>> = Object.freeze({
  near: words(`
    Barley Hay Wheat Rye Oat Clover Apple Cherry Plum Pear Honey Bee Hive Mill Barn Lamb Ox Bull Goose Hen
    Butter Flax Hop Bramble Holly Willow Hazel Maple Linden Wren Robin Finch Dove Merry Sweet Green Broad
    Long Kettle Plough Hearth Church Cider Meadow Daisy Cowslip Sheaf Acorn Pippin Quince Damson Thistle
    Nettle Cress Parsley Fennel Sorrel Heifer Corn Mint Lavender Rosemary Poppy Bluebell Foxglove Pumpkin
    Turnip Carrot Bean Cabbage Leek Ale Malt Dairy Cream Churn Fleece Wool Loom Spindle Thatch Cart Wagon
    Saddle Pony Colt Ewe
  `),
  mid: words(`
    Oak Ash Elm Birch Alder Yew Rowan Beech Thorn Stone Flint Slate Iron Fern Moss Reed Rush Deer Hart Stag
    Fox Badger Otter Hawk Falcon Owl Crow Rook King Queen Knight Abbot Black Grey Red High Bracken Heather
    Gorse Elder Marsh Brook Wood Bishop Squire Hermit Pike Trout Salmon Boulder Pebble Lichen Briar Sedge
    Hornbeam Aspen Weasel Kestrel Merlin Poplar Sycamore Chestnut Walnut Laurel Myrtle Ivy Mole Hare Stoat
    Pheasant Grouse Swallow Magpie Jay Buzzard Harrier Osprey Toad Newt Frog Granite Chalk Marble Quarry Tin
    Prior Friar Baron Earl Lord Duke Reeve Archer Ranger Charcoal
  `),
  far: words(`
    Wolf Raven Grim Dread Bone Skull Blood Dragon Wyrm Drake Shadow Gloom Doom Death Grave Ghoul Wraith
    Wight Witch Hex Thunder Fang Claw Blight Murk Sorrow Troll Ogre Giant Hound Boar Serpent Gryphon Wyvern
    Lich Ghost Bane Ruin Char Soot Wither Spider Scourge Vulture Carrion Barrow Cairn Tomb Crypt Hag
    Banshee Revenant Warlock Chimera Basilisk Kraken Mourn Thrall Reaver Bog Skeleton Vampire Fiend Demon
    Ghast Spectre Phantom Gallows Gibbet Pyre Scorn Fury Venom Talon Stalker Maul Ravager Goblin Kobold Orc
    Gnoll Harpy Minotaur Hydra Dire
  `),
});

/** Old, opaque English-sounding roots (as in Aldwick, Kelham); usable anywhere. */
export const OLD_ROOTS: readonly string[] = words(`
 Ald Alb Bar Bex Bran Brad Brom Bur Cal Car Ched Chel Chip Col Cor Crom Dal Dar Den Dun Ed Els Elt Fal
 Far Gar Glen Had Hal Har Hel Hol Ket Kel Ken Kir Lan Lam Led Lin Mal Mar Mel Mor Ock Os Pel Pen Ral Ros
 Rud Sal Sel Stan Sut Tad Tam Tor Ux Wal War Wen Wim Win Wyn Yar Ab Ast Bel Bix Bod Cas Chal Cul Dor Dray
 Fen Gil Gos Hux Ick Kes Kin Lyd Mab Mid Mun Nar Ned Pad Rad Ren Rom Sax Sid Tav Thur Ul Vel Wad Wex Wil
 Wor Ag Ather Bamp Beck Bing Bos Brack Bram Brent Brid Brig Cad Cam Cant Cheps Cleve Cob Cog Crick Dent
 Dod Dud Eg Eld Ever Fil Forn Gat God Grant Hab Hath Hem Hep Hib Hock Hun Hurl Kip Knap Lap Lax
 Lem Lid Lox Lud Malm Mat Mels Mog Mol Orp Ot Pack Pag Pet Pick Pil Quar Rip Rod Rot Scar Sed Shep Shir
 Skel Sod Stap Stib Stur Swin Tan Tet Thrap Tib Tod Trel Twy Ulv Ven Wak Wat Wel Whit Wig Wis Wy Yat
 Yeal Abber Alde Amble Ard Arn Aug Bab Bag Bais Bals Bark Baw Bec Bed Bick Bid Bil Blen Blox Bol Bot Brin
 Bris Buck Bud Bul Cap Ced Cer Chil Clap Cray Crox Dag Dib Dins Dit Drom Duf Dur 
 Emb Erd Ess Fel Fin Flam Fot Frid Frod Gad Gim Glas Glyn Gom Grin Hack Hals Hamb Hask Hav
 Hent Hig Hin Hitch Hod Hors Hov Ing Ips Jar Kem Kid Kim Kyn Lang Lav Lech Lee Lev Lill Lind
 Lod Lum Lyn Mald Marl Melk Mil Min Mix Mon Mot Nad Naw Neth Nib Od Ol Orl Oss
 Pam Pem Pir Pock Pont Pud Rab Ram Rays Rib Rid Rill Ris Rox Rum Sap Shad Shel
 Shil Sib Sil Slad Slin Snod Som Spald Stal Stoul Sul Sund Tap Tell Tew Thack Thorl Tick Till Tint
 Tip Trow Tun Ulm Wan Warm Wath Weth Whel Wid Wing Wins Wrax Yaf Yel Yox Cher Kerl Mad Hed Pan Pat Lit Wit
`);

/** Second halves of compounds, by distance: homely near spawn, wild far away. Lower case. */
export const BAND_SUFFIXES: Readonly<Record<Band, readonly string[]>> = Object.freeze({
  near: words(`
    ford ton field ham stead wick bury by dale thorpe well bridge brook cote worth ley hurst combe stow green
    bourne hithe wich lea cott den acre croft fold garth church stoke leigh bank hay minster mill wold sted
    ington ingham thwaite holme cot borough hampton hall pool fleet mead worthy hope low
  `),
  mid: words(`
    vale mere moor wood crest fell haven march watch gate cliff stone holm shaw mouth barrow glen water wald
    tarn dell hollow ness hill mount burgh grove heath cross down ridge ley bourne ford firth lode combe scar
    beck wick knoll brake chase lock weir rise brae dene lynn shire tree thorn don gill lees mond
  `),
  far: words(`
    hold reach spire waste fang maw crag fast deep peak rift scar tor grave wild mark keep fall gard helm
    tooth guard end horn ward stand spur gorge mire wall pike cairn hollow moor fell barrow reave hallow vault
    bastion hearth rock watch gate march crown throne fort brand shard void cleft nest roost break wrath
    bluff tower
  `),
});

/**
 * Joining syllables between prefix and suffix (Kingsbarrow, Oakenfield, Ashingham); '-' stands for joining
 * directly. Repeated entries are picked more often.
 */
export const LINKERS: readonly string[] = Object.freeze(
  words('- - - - - - - - - - s s en ing ing').map((w) => (w === '-' ? '' : w)),
);

/** Words placed before a name (Little Ashford, Old Duskvale). */
export const LEADS: Readonly<Record<Band, readonly string[]>> = Object.freeze({
  near: words(`
    Little Great Old Upper Lower Nether Long Broad Bishops Abbots Market Kings Church Steeple Much Lesser
    Temple Maiden Chipping Priors New Greater Monks Friars Canons Hither
  `),
  mid: words(`
    Old High Upper Lower Little Great Nether Kings Queens Hidden Forest Deep Misty Green Broad Long Wood
    Outer Inner Chapel Hither Stony Wild Twin Lone Middle Greater
  `),
  far: words(`
    Old High Lost Far Fallen Ruined Forsaken Elder Broken Hollow Forgotten Last Silent Sunken Haunted Cursed
    Burnt Shattered Black Dead Nameless Dark Wretched Blighted Doomed Savage
  `),
});

/** Words placed after a name (Wolfmere Hollow, Ashford Green). */
export const DESCRIPTORS: Readonly<Record<Band, readonly string[]>> = Object.freeze({
  near: words(`
    Green Cross End Market Mill Heath Common Bridge Meadows Orchard Fold Row Parva Magna Minster Wells Fields
    Grange Chapel Corner Lane Farm Pasture Gardens Square Hamlet Crossroads Hythe Mead Leys Abbey Manor
    Cottages Ford Hill Croft Village Parish Bottom Street Wood
  `),
  mid: words(`
    Hollow Crossing Hill Moor Watch Gate Woods Falls Abbey Priory Chase Glen Landing Rise Vale Grove Ford
    Dale Fen Tarn Downs Springs Lodge Mere Bridge Heights Rapids Lookout Clearing Thicket Marsh Camp Ridge
    Bend Hermitage Copse Brook Mill Weald Water Wood
  `),
  far: words(`
    Keep Reach Spire Hold Ruins Deep Bastion Citadel Wilds Barrens Sanctum Tower Outpost Crag Peak Gorge
    Pass Depths Wastes Rampart Stronghold Hollow Redoubt Fortress Lair Chasm Pinnacle Badlands Summit
    Fastness Eyrie Warren Maw Spur Throne Bulwark Frontier Tomb Vigil Gate Scar Fells
  `),
});

/** Hyphenated endings tied to a direction (Ashford-upon-Tide). */
export const HEADING_FEATURES: Readonly<Record<Heading, readonly string[]>> = Object.freeze({
  north: words(`
    under-Snow under-Frost on-the-Ice in-the-Pines by-the-Floe upon-Frost in-the-Drifts under-Ice
    under-Fell on-the-Fells by-the-Fjord under-the-Aurora in-the-Snows upon-Ice
    in-the-Frost by-the-Ice on-the-Snows under-the-Pines upon-Fell in-the-Wolds
  `),
  south: words(`
    on-Sands upon-Dunes under-Sun in-the-Sands by-the-Oasis on-the-Mesa under-Noon upon-Sand in-the-Dunes
    upon-Dust under-the-Sun on-the-Dunes in-the-Dust upon-Sands
    by-the-Dunes under-the-Dunes in-the-Sun upon-Dune by-the-Sands on-Dunes
  `),
  east: words(`
    at-Dawn under-Morn in-the-Light upon-Daybreak at-Daybreak under-Dawn in-the-Morn upon-Dawn at-Sunrise
    under-the-Morn upon-Morn in-the-Dawn at-Morn in-the-Glow
    at-First-Light by-the-Dawn in-the-Morning under-Daybreak upon-Light at-Morning
  `),
  west: words(`
    upon-Tide on-Sea by-the-Sea next-the-Sea in-the-Mist under-Dusk upon-Brine on-the-Strand upon-Sea
    on-the-Tide by-the-Tide under-the-Gloam upon-Dusk in-the-Gloam
    by-the-Shore on-the-Shore in-the-Dusk upon-Wave next-the-Tide by-the-Bay
  `),
});

/** Words that join a name to a river (Ashford-upon-Tarrow). Repeated entries are picked more often. */
export const RIVER_CONNECTORS: readonly string[] = words('upon on by upon on');

/** River names are a stem plus an ending (Tarr + ow = Tarrow). */
export const RIVER_STEMS: readonly string[] = words(`
  Ald Brann Cald Dar Derw Ell Fenn Glynd Hadd Kenn Kest Lodd Lynd Marr Medd Nidd Orm Penn Ribb Sedd Tamm
  Tarr Tav Trem Wend Whar Wyth Yarr Ust Lud Isl Ock Sull Dov Frem Gart Heth Lang Wenn Carr Blyth Tyn
`);

export const RIVER_ENDINGS: readonly string[] = words('en er et ey on ow an ell ith ock ing ax');

/** Letter runs that must never appear anywhere in a name, spaces and hyphens ignored. */
export const BLOCKED_FRAGMENTS: readonly string[] = words(`
  fuck shit cunt cock dick piss twat wank slut whore nigg nigr fag rape porn anal anus penis vagin bitch
  bastard tits boob crap arse shag spunk jizz nazi kkk poop turd retard spic kike chink coon gook dyke homo
  knob prick puss scum smut sperm wog paki hitler semen dildo fetus pedo dork gimp minge fart nonce
`);
