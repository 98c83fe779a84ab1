import { describe, expect, it } from 'vitest';
import { type TownNameParts, townNamePartsV1 } from './generate';

// Version-1 names are frozen: if any of these change, the change belongs in a new version instead.
const PINNED: readonly (readonly [number, number, string])[] = [
  [0, 0, 'Old Hambington Mill'],
  [1, 0, 'Upper Acornby'],
  [0, 1, 'Hither Drybourne Bridge'],
  [-1, 0, 'Old Brigingvale'],
  [0, -1, 'Kidinghurst-upon-Fell'],
  [1, 1, 'Adderhithe-on-Carrith'],
  [10, -10, 'Mogford Common'],
  [100, 250, 'Carobington-upon-Carrock'],
  [-640, 128, 'Clapley Parva'],
  [1499, 0, 'Ulmhope-upon-Morn'],
  [0, -1500, 'Haremere-by-Glyndet'],
  [2000, 0, 'Queens Blackinghall Dale'],
  [-3000, 0, 'Broad Kempeak'],
  [0, 4500, 'Clevebank'],
  [2500, -2500, 'Barkholm Ford'],
  [-4000, 3000, 'Squirehaven Rise'],
  [5999, 0, 'Rodingdon-by-Gartock'],
  [0, -6000, 'Elder Matmoor Pass'],
  [0, -20000, 'Lichreach-on-Kesting'],
  [0, 20000, 'Wanburgh-by-the-Dunes'],
  [20000, 0, 'Orielscar-under-Morn'],
  [-20000, 0, 'Agley'],
  [15000, -15000, 'Frozenmarch Bastion'],
  [-12345, 23456, 'Old Thirsthallow'],
  [1000000, 1, 'High Mournrock'],
  [-1000000, -1, 'Stormtarn Lair'],
  [30000000, 30000000, 'Sunken Oriolereave'],
  [-30000000, -30000000, 'Shilgard-under-Ice'],
  [30000000, -30000000, 'Forsaken Sorrowfell Eyrie'],
  [-29999999, 7, 'Gloamhorn-on-Sea'],
  [123, 456, 'Hockbrook Green'],
  [124, 456, 'Padbridge Meadows'],
  [123, 457, 'Long Tavby'],
  [-7777, -7777, 'Carriondown'],
  [31415, 27182, 'Wintooth-in-the-Glow'],
  [-8, 512, 'Broadgarth-by-Seddon'],
];

/**
 * Towns chosen so that between them they take every path of the generator: each form in each band, each prefix
 * family, each linker kept or dropped for a bare join, and a river that found no ending (a plain name).
 * Columns: x, y, name, form, prefix family, 'prefix|linker|suffix', suffix band.
 */
const PINNED_PARTS: readonly (readonly [number, number, string, string, string, string, string])[] = [
  [-10, -10, 'Shadhall Gardens', 'descriptor', 'old', 'Shad||hall', 'near'],
  [-9, -10, 'Budhall', 'plain', 'old', 'Bud||hall', 'near'],
  [-8, -10, 'Honeybury-upon-Wharing', 'river', 'near', 'Honey||bury', 'near'],
  [-7, -10, 'Steeple Ledstoke Mill', 'lead-descriptor', 'old', 'Led||stoke', 'near'],
  [-6, -10, 'Oceanwold Cross', 'descriptor', 'west', 'Ocean||wold', 'near'],
  [-5, -10, 'Wagonwold-on-Tarren', 'river', 'near', 'Wagon||wold', 'near'],
  [-2, -10, 'Pearminster-on-Kennow', 'river', 'near', 'Pear||minster', 'near'],
  [-1, -10, 'Hivemill-on-the-Ice', 'feature', 'near', 'Hive||mill', 'near'],
  [1, -10, 'Nether Bluebellmill', 'lead', 'near', 'Bluebell||mill', 'near'],
  [3, -10, 'New Wraxingfell Abbey', 'lead-descriptor', 'old', 'Wrax|ing|fell', 'mid'],
  [6, -10, 'Old Giltmead', 'lead', 'east', 'Gilt||mead', 'near'],
  [-10, -9, 'Sutslow-on-Sea', 'feature', 'old', 'Sut|s|low', 'near'],
  [-9, -9, 'Sutenworth-upon-Blythan', 'river', 'old', 'Sut|en|worth', 'near'],
  [-8, -9, 'Bishops Lindenmoor', 'lead', 'near', 'Linden||moor', 'mid'],
  [-7, -9, 'Hepingdale-on-Langen', 'river', 'old', 'Hep|ing|dale', 'near'],
  [-5, -9, 'Baycombe-on-Marren', 'river', 'west', 'Bay||combe', 'near'],
  [-1, -9, 'Great Chilldale Street', 'lead-descriptor', 'north', 'Chill||dale', 'near'],
  [2, -9, 'Coldbrae-upon-Ormell', 'river', 'north', 'Cold||brae', 'mid'],
  [7, -8, 'Orielheath-under-the-Morn', 'feature', 'east', 'Oriel||heath', 'mid'],
  [3, -5, 'Nadenlynn Cross', 'descriptor', 'old', 'Nad|en|lynn', 'mid'],
  [-2, -4, 'Little Parsleyrise', 'lead', 'near', 'Parsley||rise', 'mid'],
  [1, -4, 'Hacksmarch Orchard', 'descriptor', 'old', 'Hack|s|march', 'mid'],
  [-1, 1, 'Carobingham Leys', 'descriptor', 'south', 'Carob||ingham', 'near'],
  [-10, -3010, 'High Coldwald Chase', 'lead-descriptor', 'north', 'Cold||wald', 'mid'],
  [-9, -3010, 'Frogweir-upon-Doven', 'river', 'mid', 'Frog||weir', 'mid'],
  [-8, -3010, 'Stony Brinsrise', 'lead', 'old', 'Brin|s|rise', 'mid'],
  [-5, -3010, 'Snowenmond Gate', 'descriptor', 'north', 'Snow|en|mond', 'mid'],
  [-3, -3010, 'Hrimfaxfell Landing', 'descriptor', 'north', 'Hrimfax||fell', 'far'],
  [0, -3010, 'Charcoalden-on-the-Ice', 'feature', 'mid', 'Charcoal||den', 'near'],
  [-7, -3009, 'Padsward-upon-Lynder', 'river', 'old', 'Pad|s|ward', 'far'],
  [2, -3009, 'Eldenmoor', 'plain', 'old', 'Eld|en|moor', 'mid'],
  [-7, -3008, 'Thaneroost-on-the-Ice', 'feature', 'north', 'Thane||roost', 'far'],
  [3, -3004, 'Reedspire', 'plain', 'mid', 'Reed||spire', 'far'],
  [5, -3001, 'Queens Blacknest', 'lead', 'mid', 'Black||nest', 'far'],
  [2990, -10, 'Jadeglen-in-the-Morn', 'feature', 'east', 'Jade||glen', 'mid'],
  [-10, 2990, 'Kings Terradon', 'lead', 'south', 'Terra||don', 'mid'],
  // Drew the river form but no river ending went with its stem: the plain compound.
  [3, 2993, 'Fensrise', 'plain', 'old', 'Fen|s|rise', 'mid'],
  [-3009, -10, 'Gloaminghithe-upon-Tide', 'feature', 'west', 'Gloaming||hithe', 'near'],
  [-10, -20010, 'Ingroost-on-Kestax', 'river', 'old', 'Ing||roost', 'far'],
  [-9, -20010, 'Wyrmfast Citadel', 'descriptor', 'far', 'Wyrm||fast', 'far'],
  [-7, -20010, 'Fallen Dudenford Hollow', 'lead-descriptor', 'old', 'Dud|en|ford', 'mid'],
  [-6, -20010, 'Sprucemoor-on-the-Snows', 'feature', 'north', 'Spruce||moor', 'far'],
  [-4, -20010, 'Elder Lemreave', 'lead', 'old', 'Lem||reave', 'far'],
  [1, -20010, 'Frorebluff', 'plain', 'north', 'Frore||bluff', 'far'],
  [19990, -10, 'Last Linnetshaw', 'lead', 'east', 'Linnet||shaw', 'mid'],
  [-9, 19990, 'Camelbourne-upon-Ustey', 'river', 'south', 'Camel||bourne', 'mid'],
  [-20010, -10, 'Gloamingbreak Pinnacle', 'descriptor', 'west', 'Gloaming||break', 'far'],
  // The first word drawn would spell something rude across the space: Kings Pickwick, Rushcot Watch,
  // Friars Eelglen, Great Greymount Water.
  [-6, -2977, 'Hidden Pickwick', 'lead', 'old', 'Pick||wick', 'mid'],
  [-2, -2969, 'Rushcot Gate', 'descriptor', 'mid', 'Rush||cot', 'near'],
  [-37, 28, 'Canons Eelglen Croft', 'lead-descriptor', 'west', 'Eel||glen', 'mid'],
  [11, -2970, 'Great Greymount Wood', 'lead-descriptor', 'mid', 'Grey||mount', 'mid'],
  // The first words drawn would repeat a word part: Greater Quarden Gardens, Sunnytree-in-the-Sun.
  [-30, 14, 'Greater Quarden Hamlet', 'lead-descriptor', 'old', 'Quar||den', 'near'],
  [10, 23, 'Sunnytree-upon-Dune', 'feature', 'south', 'Sunny||tree', 'mid'],
];

/** The pinned columns of one town's parts. */
const columns = (p: TownNameParts) =>
  [p.name, p.form, p.prefixFamily, `${p.prefix}|${p.linker}|${p.suffix}`, p.suffixBand] as const;

describe('version 1 is frozen', () => {
  it.each(PINNED)('(%i, %i) is %s', (x, y, name) => {
    expect(townNamePartsV1(x, y).name).toBe(name);
  });

  it.each(PINNED_PARTS)('(%i, %i) is %s, built the same way', (x, y, ...expected) => {
    expect(columns(townNamePartsV1(x, y))).toEqual(expected);
  });

  it('gives the same parts on every call', () => {
    for (const [x, y] of PINNED) expect(townNamePartsV1(x, y)).toEqual(townNamePartsV1(x, y));
  });
});
