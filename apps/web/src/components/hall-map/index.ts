export type { CellMarks } from './cell-style';
export { STATE_COLOURS } from './cell-style';
export { HallMap, type HallMapProps } from './HallMap';
export { HallMapLegend, type HallMapMark, HallMapTypeLegend } from './HallMapLegend';
export * from './hall-map';
