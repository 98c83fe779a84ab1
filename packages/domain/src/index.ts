// Pure game logic shared by the server and the web app. No I/O here.

export * from './enchantment-aliases';
export * from './item-types';
export * from './librarian-price';
export * from './optimizer';
export * from './placement';
export { Prng } from './prng';
export * from './roman';
export * from './shopping';
export * from './strategy';
export * from './town-names';
export * from './xp';
