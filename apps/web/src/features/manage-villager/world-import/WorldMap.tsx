import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { WorldScanVillager } from '@tradehall/contracts';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { keyedByContent } from '../../../lib/keyed';
import { compareNatural } from '../../../lib/natural-sort';
import { colourOf, fitMap, MAP_SIZE, pointLabel, villagerTitle } from './geometry';
import { offerText } from './offers';
import type { SlotDraft } from './plan';
import classes from './WorldMap.module.css';

const DIMENSIONS = ['overworld', 'nether', 'end'] as const;
const DIMENSION_NAMES = { overworld: 'Overworld', nether: 'Nether', end: 'End' } as const;
const MAX_TIP_OFFERS = 8;
/** The zoom steps: 1 shows every villager; more spreads a crowded village apart (scroll to pan). */
const ZOOMS = [1, 2, 4, 8, 16] as const;

interface WorldMapProps {
  villagers: readonly WorldScanVillager[];
  slotOf: (villager: WorldScanVillager) => SlotDraft;
  colours: ReadonlyMap<string, string>;
  /** A point chosen (click, Enter or Space): show its row. */
  onPick: (uuid: string) => void;
}

/** One map per dimension that has villagers: x to the east (right), z to the south (down). */
export function WorldMaps(props: WorldMapProps) {
  const byDimension = useMemo(
    () =>
      DIMENSIONS.map((dimension) => ({
        dimension,
        villagers: props.villagers.filter((v) => v.dimension === dimension),
      })).filter(({ villagers }) => villagers.length > 0),
    [props.villagers],
  );
  return (
    <Stack gap="sm">
      {byDimension.map(({ dimension, villagers }) => (
        <DimensionMap
          key={dimension}
          {...props}
          title={`Map of the villagers: ${DIMENSION_NAMES[dimension]}`}
          villagers={villagers}
        />
      ))}
    </Stack>
  );
}

function DimensionMap({ villagers, slotOf, colours, onPick, title }: WorldMapProps & { title: string }) {
  const titleId = useId();
  const tipId = useId();
  const [active, setActive] = useState<string | null>(null);
  const [zoomStep, setZoomStep] = useState(0);
  const zoom = ZOOMS[zoomStep]!;
  const viewportRef = useRef<HTMLDivElement>(null);
  const fit = useMemo(() => fitMap(villagers), [villagers]);
  const activeVillager = villagers.find((v) => v.uuid === active) ?? null;
  const { bounds } = fit;
  const towns = [...new Set(villagers.map((v) => v.proposed.town))].sort((a, b) => compareNatural(a, b));

  /** Zooms about the middle of what is in view, so the village being looked at stays in view. */
  function zoomTo(step: number) {
    const next = Math.min(ZOOMS.length - 1, Math.max(0, step));
    const viewport = viewportRef.current;
    if (next === zoomStep) return;
    const ratio = ZOOMS[next]! / zoom;
    setZoomStep(next);
    if (!viewport) return;
    const middleX = (viewport.scrollLeft + viewport.clientWidth / 2) * ratio;
    const middleY = (viewport.scrollTop + viewport.clientHeight / 2) * ratio;
    requestAnimationFrame(() => {
      viewport.scrollLeft = middleX - viewport.clientWidth / 2;
      viewport.scrollTop = middleY - viewport.clientHeight / 2;
    });
  }

  /** Enter and Space press the point (a button); Escape hides its tip. */
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') setActive(null);
  }

  return (
    <Paper component="figure" withBorder p="sm" m={0} aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="xs">
        {title}
      </Title>
      <Group gap="xs" mb={4} role="group" aria-label={`Zoom of the ${title.toLowerCase()}`}>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => zoomTo(zoomStep + 1)}
          disabled={zoomStep === ZOOMS.length - 1}
        >
          Zoom in
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => zoomTo(zoomStep - 1)}
          disabled={zoomStep === 0}
        >
          Zoom out
        </Button>
        <Text size="xs" c="dimmed" aria-live="polite">
          {zoom}×
        </Text>
      </Group>
      <div
        ref={viewportRef}
        className={classes.viewport}
        style={{ maxWidth: MAP_SIZE.width, aspectRatio: `${MAP_SIZE.width} / ${MAP_SIZE.height}` }}
      >
        <div className={classes.ground} style={{ width: `${zoom * 100}%`, height: `${zoom * 100}%` }}>
          {villagers.map((villager) => {
            const { cx, cy } = fit.toSvg(villager.x, villager.z);
            const isActive = villager.uuid === active;
            const size = isActive ? 16 : 12;
            return (
              <button
                type="button"
                key={villager.uuid}
                className={classes.point}
                data-active={isActive || undefined}
                aria-label={pointLabel(villager, slotOf(villager))}
                aria-describedby={isActive ? tipId : undefined}
                style={{
                  left: `${(cx / MAP_SIZE.width) * 100}%`,
                  top: `${(cy / MAP_SIZE.height) * 100}%`,
                  width: size,
                  height: size,
                  background: colourOf(colours, villager.proposed.town),
                }}
                onMouseEnter={() => setActive(villager.uuid)}
                onMouseLeave={() => setActive((current) => (current === villager.uuid ? null : current))}
                onFocus={() => setActive(villager.uuid)}
                onBlur={() => setActive((current) => (current === villager.uuid ? null : current))}
                onClick={() => onPick(villager.uuid)}
                onKeyDown={onKeyDown}
              />
            );
          })}
          {activeVillager && (
            <PointTip
              id={tipId}
              villager={activeVillager}
              slot={slotOf(activeVillager)}
              at={fit.toSvg(activeVillager.x, activeVillager.z)}
            />
          )}
        </div>
      </div>
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        x {Math.floor(bounds.minX)} to {Math.floor(bounds.maxX)} (west to east), z {Math.floor(bounds.minZ)}{' '}
        to {Math.floor(bounds.maxZ)} (north to south). Hover or focus a point for its type and offers; Enter
        shows its row. Zoom in to spread a crowded village apart, and scroll to move around.
      </Text>
      <Group gap="sm" mt={4} aria-label="Towns on the map" role="list">
        {towns.map((town) => (
          <Group key={town} gap={4} role="listitem">
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: 5,
                background: colourOf(colours, town),
              }}
            />
            <Text size="xs">{town}</Text>
          </Group>
        ))}
      </Group>
    </Paper>
  );
}

interface PointTipProps {
  id: string;
  villager: WorldScanVillager;
  slot: SlotDraft;
  at: { cx: number; cy: number };
}

/** Type, slot, level, position and offers of the point under the pointer or focus. */
function PointTip({ id, villager, slot, at }: PointTipProps) {
  const right = at.cx > MAP_SIZE.width / 2;
  const below = at.cy < MAP_SIZE.height / 2;
  const offers = villager.offers.slice(0, MAX_TIP_OFFERS);
  return (
    <Paper
      id={id}
      role="tooltip"
      shadow="md"
      withBorder
      p="xs"
      style={{
        position: 'absolute',
        left: `${(at.cx / MAP_SIZE.width) * 100}%`,
        top: `${(at.cy / MAP_SIZE.height) * 100}%`,
        transform: `translate(${right ? 'calc(-100% - 12px)' : '12px'}, ${below ? '12px' : 'calc(-100% - 12px)'})`,
        maxWidth: 360,
        pointerEvents: 'none',
        zIndex: 2,
      }}
    >
      <Text size="sm" fw={600}>
        {villagerTitle(villager)}
      </Text>
      <Text size="xs" c="dimmed">
        {slot.town} / {slot.location} {slot.row}
        {slot.num}
        {villager.career_level !== null && ` · level ${villager.career_level}`} · y {Math.floor(villager.y)}
      </Text>
      {villager.offers.length === 0 ? (
        <Text size="xs">No offers.</Text>
      ) : (
        <ul style={{ margin: '4px 0 0', paddingInlineStart: 16, fontSize: 12 }}>
          {keyedByContent(offers, offerText).map(({ key, item }) => (
            <li key={key}>{offerText(item)}</li>
          ))}
          {villager.offers.length > offers.length && (
            <li>and {villager.offers.length - offers.length} more</li>
          )}
        </ul>
      )}
    </Paper>
  );
}
