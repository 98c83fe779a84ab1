import { Stack, Text } from '@mantine/core';
import type { Town } from '@tradehall/contracts';
import { PanelFrame } from '../components/PanelFrame';
import { StatusMessage } from '../components/StatusMessage';
import { MESSAGES } from '../messages';
import { IMPORT_MESSAGES } from './messages';
import { ScanPreview } from './ScanPreview';
import { useWorldScan } from './use-world-scan';
import { WorldUpload } from './WorldUpload';

interface WorldImportPanelProps {
  serverId: number | null;
  /** The server's towns, suggested in the town inputs. */
  towns: readonly Town[];
  onClose: () => void;
}

/**
 * Import from world save (issue 14): upload a ZIP of the world folder, the server scans it (writing nothing),
 * check and edit the preview, apply it. Closing the panel drops the scan (the server keeps it for 24 hours).
 */
export function WorldImportPanel({ serverId, towns, onClose }: WorldImportPanelProps) {
  return (
    <PanelFrame title={IMPORT_MESSAGES.title} onClose={onClose}>
      {serverId === null ? (
        <StatusMessage feedback={{ kind: 'error', text: MESSAGES.noServerSelected }} />
      ) : (
        <WorldImport serverId={serverId} towns={towns} />
      )}
    </PanelFrame>
  );
}

function WorldImport({ serverId, towns }: { serverId: number; towns: readonly Town[] }) {
  const { state, start, cancel } = useWorldScan(serverId);
  return (
    <Stack gap="md">
      <Text size="sm">
        Reads every villager of the save with its position and offers, proposes a town, location and slot for
        each, and writes nothing until you apply.
      </Text>
      <WorldUpload state={state} onStart={(file) => void start(file)} onCancel={cancel} />
      {state.phase === 'done' && (
        <ScanPreview key={state.scan.id} serverId={serverId} scan={state.scan} towns={towns} />
      )}
    </Stack>
  );
}
