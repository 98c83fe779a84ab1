import { Stack, Text } from '@mantine/core';
import type { Town } from '@tradehall/contracts';
import { useState } from 'react';
import { PanelFrame } from '../components/PanelFrame';
import { StatusMessage } from '../components/StatusMessage';
import { MESSAGES } from '../messages';
import { IMPORT_MESSAGES } from './messages';
import { ScanPreview } from './ScanPreview';
import { useFolderScan } from './use-folder-scan';
import { useWorldScan } from './use-world-scan';
import { WorldFolderPick } from './WorldFolderPick';
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
  const folder = useFolderScan(serverId);
  // The preview of whichever way was started last (the ZIP or the folder).
  const [source, setSource] = useState<'zip' | 'folder'>('zip');
  const shown = source === 'zip' ? state : folder.state;
  return (
    <Stack gap="md">
      <Text size="sm">
        Reads every villager of the save with its position and offers, proposes a town, location and slot for
        each, and writes nothing until you apply.
      </Text>
      <WorldUpload
        state={state}
        onStart={(file) => {
          folder.cancel();
          setSource('zip');
          void start(file);
        }}
        onCancel={cancel}
      />
      <WorldFolderPick
        state={folder.state}
        onStart={(picked) => {
          cancel();
          setSource('folder');
          void folder.start(picked);
        }}
        onCancel={folder.cancel}
      />
      {shown.phase === 'done' && (
        <ScanPreview key={shown.scan.id} serverId={serverId} scan={shown.scan} towns={towns} />
      )}
    </Stack>
  );
}
